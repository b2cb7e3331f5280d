/**
 * Budget 7, the web app (issues 24 and 25): the first view of the home page, every lander, /members (logged in)
 * and a chat (/members/:id/chat, logged in) at 375 px: JavaScript transferred (gzipped, as the browser received
 * it), requests, and Lighthouse's mobile performance score, LCP and FCP. Budget per page: first-view JS ≤ 120 KB
 * gzipped, Lighthouse mobile performance ≥ 95 and LCP ≤ 2.0 s.
 *
 * Without BENCH_URL the part starts the application as `npm start` runs it (production build of the web, a few
 * hundred demo profiles, a logged-in member with a conversation). With BENCH_URL it measures a server that is
 * already serving, logged out pages only.
 *
 * Lighthouse comes from the npm registry: LIGHTHOUSE_BIN when set, else `npx --yes lighthouse@<LIGHTHOUSE_VERSION>`
 * (fetched into npm's cache on first use, about 40 MB with its dependencies; not a dependency of the project).
 * Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH), installed with apt-get when missing, as the
 * end-to-end run does. BENCH_LIGHTHOUSE=0 leaves Lighthouse out.
 *
 * Run: npm run bench:landers [-- --quick] (quick: the home page, one lander, /members and the chat).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LANDERS } from '@community/contract';
import { chromium } from 'playwright-core';
import {
  buildWebIfStale,
  type ServerProcess,
  startProductionApp,
  startStackFloorSite,
} from './support/app-process.ts';
import {
  type BenchMember,
  keepAliveAgent,
  seedChatPairs,
  sendText,
  startBenchDatabase,
} from './support/chat-bench.ts';
import { ensureChromium } from './support/chromium.ts';
import { isMain, type PartOptions, type PartResult, runPartAlone } from './support/part.ts';

const LIGHTHOUSE_VERSION = '13.5.0';
const JS_BUDGET_KB = 120;
const PERFORMANCE_BUDGET = 95;
const LCP_BUDGET_MS = 2000;

type Page = { route: string; cookie?: string };

interface FirstView {
  jsBytes: number;
  jsFiles: number;
  requests: number;
}

async function measureFirstView(browserPath: string, base: string, page: Page): Promise<FirstView> {
  const browser = await chromium.launch({
    executablePath: browserPath,
    args: ['--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true });
    if (page.cookie) {
      const [name, value] = page.cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: base }]);
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    const sizes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
    await tab.goto(`${base}${page.route}`, { waitUntil: 'networkidle' });
    // Pages with a main heading show it once rendered; the chat may have none.
    await tab
      .getByRole('heading', { level: 1 })
      .first()
      .waitFor({ timeout: 5000 })
      .catch(() => {});
    let jsBytes = 0;
    let jsFiles = 0;
    for (const [id, size] of sizes) {
      if (types.get(id) !== 'Script') continue;
      jsBytes += size;
      jsFiles += 1;
    }
    return { jsBytes, jsFiles, requests: sizes.size };
  } finally {
    await browser.close();
  }
}

interface Lighthouse {
  performance: number;
  lcpMs: number;
  fcpMs: number;
}

/** A free loopback port (for Chromium's remote debugging). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A Chromium with the member's session cookie in its own cookie jar, for Lighthouse to drive (`--port`). A cookie
 * given as an extra header (`--extra-headers`) reaches the page's HTML but not its `fetch` calls, which the server
 * then refuses (decision 0079): the logged-in pages were measured broken that way.
 */
async function chromiumWithCookie(
  browserPath: string,
  base: string,
  cookie: string,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    browserPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${dir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill();
    await exited;
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  };
  try {
    // Until its debugging endpoint answers (Chromium takes a moment to start).
    let connected: Awaited<ReturnType<typeof chromium.connectOverCDP>> | undefined;
    for (let attempt = 0; !connected; attempt++) {
      connected = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch((error: Error) => {
        if (attempt >= 100) throw error;
        return new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 100));
      });
    }
    const [name, value] = cookie.split('=') as [string, string];
    await connected.contexts()[0]?.addCookies([{ name, value, url: base }]);
    // Disconnects; the browser and its cookie jar stay for Lighthouse.
    await connected.close();
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Lighthouse on `page`, tried a second time when the first run fails (Chromium's target closing under it, seen once). */
async function runLighthouse(browserPath: string, base: string, page: Page): Promise<Lighthouse | string> {
  for (let attempt = 1; ; attempt++) {
    const browser = page.cookie ? await chromiumWithCookie(browserPath, base, page.cookie) : undefined;
    try {
      const result = runLighthouseOnce(browserPath, base, page, browser?.port);
      if (typeof result !== 'string' || attempt === 2) return result;
    } finally {
      await browser?.stop();
    }
  }
}

function runLighthouseOnce(
  browserPath: string,
  base: string,
  page: Page,
  port: number | undefined,
): Lighthouse | string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const report = path.join(out, 'report.json');
  const [command, ...prefix] = process.env.LIGHTHOUSE_BIN
    ? [process.env.LIGHTHOUSE_BIN]
    : ['npx', '--yes', `lighthouse@${LIGHTHOUSE_VERSION}`];
  const run = spawnSync(
    command as string,
    [
      ...prefix,
      `${base}${page.route}`,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      ...(port
        ? [`--port=${port}`, '--disable-storage-reset']
        : ['--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking']),
    ],
    // A run that hangs (a page that never answers) fails after 3 minutes instead of holding the suite.
    { env: { ...process.env, CHROME_PATH: browserPath }, encoding: 'utf8', timeout: 180_000 },
  );
  try {
    if (run.status !== 0 || !fs.existsSync(report))
      return `lighthouse failed: ${(run.stderr ?? '').slice(-300) || run.error?.message}`;
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    return {
      performance: Math.round(json.categories.performance.score * 100),
      lcpMs: Math.round(json.audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(json.audits['first-contentful-paint'].numericValue),
    };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** A member with a conversation: their cookie and the chat page's route. */
async function seedChatter(
  database: Awaited<ReturnType<typeof startBenchDatabase>>,
  app: ServerProcess,
): Promise<{ cookie: string; chat: string }> {
  const { members } = await seedChatPairs(database.db, 1, 1000);
  const [member, partner] = members as [BenchMember, BenchMember];
  const agent = keepAliveAgent(1);
  for (const [from, to] of [
    [member, partner],
    [partner, member],
    [member, partner],
  ] as const) {
    const answer = await sendText(agent, app.port, from, to.id, 'Hallo daar, hoe gaat het met je?');
    if (answer.status !== 200) throw new Error(`seeding a message answered ${answer.status} ${answer.body}`);
  }
  agent.destroy();
  return { cookie: member.cookie, chat: `/members/${partner.id}/chat` };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

type Measured = { view: FirstView; lighthouse: Lighthouse | string };

/** A page's first view, and Lighthouse on it unless left out. */
async function measurePage(
  browserPath: string,
  base: string,
  page: Page,
  withLighthouse: boolean,
): Promise<Measured> {
  const view = await measureFirstView(browserPath, base, page);
  const lighthouse = withLighthouse
    ? await runLighthouse(browserPath, base, page)
    : 'left out (BENCH_LIGHTHOUSE=0)';
  return { view, lighthouse };
}

function describe({ view, lighthouse }: Measured): string {
  return (
    `JS ${kb(view.jsBytes)} KB gzipped in ${view.jsFiles} files, ${view.requests} requests; ` +
    (typeof lighthouse === 'string'
      ? `Lighthouse: ${lighthouse}`
      : `Lighthouse mobile ${lighthouse.performance}, LCP ${(lighthouse.lcpMs / 1000).toFixed(1)} s, ` +
        `FCP ${(lighthouse.fcpMs / 1000).toFixed(1)} s`)
  );
}

export const landers = async ({ quick }: PartOptions): Promise<PartResult> => {
  const browserPath = ensureChromium();
  const withLighthouse = process.env.BENCH_LIGHTHOUSE !== '0';
  const given = process.env.BENCH_URL;
  const database = given ? undefined : await startBenchDatabase();
  let app: ServerProcess | undefined;
  const result: PartResult = {
    part: 'landers',
    title: 'Budget 7: the first view of the web app',
    command: 'npm run bench:landers',
    figures: [],
    budgets: [],
    notes: [],
  };
  try {
    const landerPages = (quick ? LANDERS.slice(0, 1) : LANDERS).map((name) => ({
      route: `/landers/${name}`,
    }));
    const pages: Page[] = [{ route: '/' }, ...landerPages];
    let base = given as string;
    if (database) {
      buildWebIfStale();
      app = await startProductionApp({
        databaseUrl: database.url,
        dataDir: database.dataDir,
        demoProfiles: 300,
      });
      base = `http://localhost:${app.port}`;
      const { cookie, chat } = await seedChatter(database, app);
      pages.push({ route: '/members', cookie }, { route: chat, cookie });
    } else result.notes?.push(`measured ${given}, logged-out pages only`);
    // The least a page on the chosen stack scores (decision 0071's floor, with Bootstrap's CSS), beside the budget.
    const floorSite = await startStackFloorSite();
    const floorBase = `http://localhost:${floorSite.port}`;
    let floor: Lighthouse | string;
    try {
      const measured = await measurePage(browserPath, floorBase, { route: '/' }, withLighthouse);
      floor = measured.lighthouse;
      result.figures.push({
        name: 'the stack floor (web/floor, no product code)',
        value: describe(measured),
      });
    } finally {
      await floorSite.stop();
    }
    const floorScore =
      typeof floor === 'string'
        ? ''
        : `; the floor ${floor.performance}, LCP ${(floor.lcpMs / 1000).toFixed(1)} s`;
    for (const page of pages) {
      const measured = await measurePage(browserPath, base, page, withLighthouse);
      const { view, lighthouse } = measured;
      const name = page.cookie ? `${page.route} (logged in)` : page.route;
      result.figures.push({ name, value: describe(measured) });
      result.budgets.push({
        budget: `7. ${name}: first-view JS ≤ ${JS_BUDGET_KB} KB gzipped`,
        figure: `${kb(view.jsBytes)} KB`,
        held: view.jsBytes <= JS_BUDGET_KB * 1024,
      });
      if (typeof lighthouse !== 'string')
        result.budgets.push({
          budget: `7. ${name}: Lighthouse mobile performance ≥ ${PERFORMANCE_BUDGET}, LCP ≤ 2.0 s`,
          figure: `${lighthouse.performance}, LCP ${(lighthouse.lcpMs / 1000).toFixed(1)} s${floorScore}`,
          held: lighthouse.performance >= PERFORMANCE_BUDGET && lighthouse.lcpMs <= LCP_BUDGET_MS,
        });
    }
    result.notes?.push(
      `Chromium ${path.basename(browserPath)} at 375 px; Lighthouse ${process.env.LIGHTHOUSE_BIN ?? `${LIGHTHOUSE_VERSION} via npx`} with its mobile emulation and throttling.`,
    );
  } finally {
    await app?.stop();
    await database?.close();
  }
  return result;
};

if (isMain(import.meta.url)) {
  await runPartAlone(landers);
  process.exit(0);
}
