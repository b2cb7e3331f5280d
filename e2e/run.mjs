// End-to-end run: make sure a Chromium exists, build the web app, start the real server on a fresh data
// folder (embedded PostgreSQL), run the Playwright journeys against it, stop it.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
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

execFileSync(process.execPath, [path.join(root, 'scripts/build-web-if-stale.mjs')], { stdio: 'inherit' });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-e2e-'));
fs.chmodSync(dataDir, 0o755);
const mailDir = path.join(dataDir, 'received-mail');
const smtp = await startSmtpSink(mailDir);
// A known port before the start, so links in mails (PUBLIC_ORIGIN) point at this very server.
const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SMTP_URL: smtp.url,
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'info',
    // A small demo community (with its demo logins, among them the moderator) keeps the first start fast.
    DEMO_PROFILES: '150',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const address = await new Promise((resolve, reject) => {
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
    const match = output.match(/"address":"(http:\/\/[^"]+)"/);
    if (match) resolve(match[1]);
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
});

let status = 1;
try {
  // Not spawnSync: the SMTP sink runs in this process, and a blocked event loop would never answer the server.
  const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: String(address), CHROMIUM_PATH: browser, MAIL_DIR: mailDir },
  });
  status = await new Promise((resolve) => {
    playwright.once('error', () => resolve(1));
    playwright.once('exit', (code) => resolve(code ?? 1));
  });
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
