// End-to-end run: make sure a Chromium exists, build the web app, start the real server on a fresh data
// folder (embedded PostgreSQL), run the Playwright journeys against it, stop it.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startFakeTagServer } from './support/fake-tag-server.mjs';
import { startSmtpSink } from './support/smtp-sink.mjs';

const root = path.resolve(import.meta.dirname, '..');
const browser = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!fs.existsSync(browser)) {
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${browser} does not exist`);
  if (process.getuid?.() !== 0)
    throw new Error('No Chromium at /usr/bin/chromium: install Debian\'s "chromium" or set CHROMIUM_PATH');
  console.log("Installing Debian's chromium for the end-to-end tests…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
let started = performance.now();
execFileSync(process.execPath, [path.join(root, 'scripts/build-web-if-stale.mjs')], { stdio: 'inherit' });
console.log(`web app built or current in ${seconds(started)} s`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-e2e-'));
fs.chmodSync(dataDir, 0o755);
const mailDir = path.join(dataDir, 'received-mail');
/** The journeys sign mail-service feedback with it (e2e/support/mail-events.ts). */
const MAIL_EVENTS_SECRET = crypto.randomBytes(32).toString('hex');
const smtp = await startSmtpSink(mailDir);
// The third-party tags' stand-in (decision 0065): a site's tag loads from here, never from the internet.
const fakeTags = await startFakeTagServer();
/** A free loopback port, known before a server starts, so links in mails (PUBLIC_ORIGIN) point at that server. */
const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });

/** Starts `npm start`'s server; answers the process and its address once it listens. */
async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_URL: smtp.url,
      TAG_SCRIPT_ORIGIN: fakeTags.origin,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'info',
      // Production settings (NODE_ENV's default) with the sandbox asked for by name, as a live test site would.
      PAYMENT_PROVIDER: 'sandbox',
      // Activity notifications within seconds, none held back by the hour, a gap or a cap (decision 0049), the
      // journeys' push service on this machine, and the mail service's signed feedback (docs/operations.md).
      NOTIFY_MESSAGE_DELAY_SECONDS: '2',
      NOTIFY_LIKE_DELAY_SECONDS: '2',
      NOTIFY_GAP_SECONDS: '0',
      NOTIFY_DAILY_MAX: '1000',
      NOTIFY_QUIET_HOURS: '0-0',
      PUSH_ALLOW_LOOPBACK: '1',
      MAIL_EVENTS_SECRET: MAIL_EVENTS_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = await new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    child.stdout.on('data', (chunk) => {
      if (ready) return;
      output += chunk;
      const match = output.match(/"address":"(http:\/\/[^"]+)"/);
      if (match) {
        ready = true;
        // Where a slow start spends its time: the demo community's line, and the server's own "ready … in".
        for (const line of output.split('\n')) {
          const message = line.match(/"msg":"((?:demo community|ready on)[^"]*)"/);
          if (message) console.log(`  server: ${message[1]}`);
        }
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, address };
}

// The first server runs the embedded PostgreSQL; a small demo community (with its demo logins, among them the
// moderator) keeps the first start fast.
started = performance.now();
const first = await startServer({ DEMO_PROFILES: '150' });
console.log(`first server (new PostgreSQL cluster, demo community) ready in ${seconds(started)} s`);
// A second instance on the same database and data folder, as a second `npm start` with DATABASE_URL would run:
// the chat journey sends through one and receives through the other (LISTEN/NOTIFY between instances).
const postgresPort = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
const secret = fs.readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
const databaseUrl = `postgres://postgres:${encodeURIComponent(secret)}@127.0.0.1:${postgresPort}/community`;
started = performance.now();
const second = await startServer({ DATABASE_URL: databaseUrl });
console.log(`second server ready in ${seconds(started)} s`);
const servers = [second.child, first.child];

let status = 1;
try {
  // Not spawnSync: the SMTP sink runs in this process, and a blocked event loop would never answer the server.
  const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
    env: {
      ...process.env,
      BASE_URL: String(first.address),
      SECOND_BASE_URL: String(second.address),
      // For e2e/support/staff.ts, which makes a member staff as the `npm run staff` command would.
      E2E_DATABASE_URL: databaseUrl,
      CHROMIUM_PATH: browser,
      MAIL_DIR: mailDir,
      FAKE_TAG_ORIGIN: fakeTags.origin,
      MAIL_EVENTS_SECRET,
      // Where the servers write what they would send by SMS (direct debit codes: docs/payments.md).
      SMS_DIR: path.join(dataDir, 'sms'),
    },
  });
  status = await new Promise((resolve) => {
    playwright.once('error', () => resolve(1));
    playwright.once('exit', (code) => resolve(code ?? 1));
  });
} finally {
  for (const server of servers) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await smtp.close();
  await fakeTags.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
