/**
 * The first view of every lander against the home page (issue 24): JavaScript transferred (gzipped, as the browser
 * received it), requests, and, when a Lighthouse CLI is given, its mobile performance score, LCP and FCP.
 *
 * Run against a production build that is already serving (`npm start`, or `npm run serve`):
 *   BENCH_URL=http://127.0.0.1:3000 npm run bench:landers
 *   LIGHTHOUSE_BIN=/path/to/node_modules/.bin/lighthouse BENCH_URL=… npm run bench:landers
 * Lighthouse is not a dependency of the project (about 40 MB): install it anywhere (`npm install lighthouse`) and
 * point LIGHTHOUSE_BIN at it. Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANDERS } from '@community/contract';
import { chromium } from 'playwright-core';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = process.env.LIGHTHOUSE_BIN;
const PAGES = ['/', ...LANDERS.map((name) => `/landers/${name}`)];

interface FirstView {
  path: string;
  jsBytes: number;
  jsFiles: number;
  requests: number;
}

async function measureFirstView(route: string): Promise<FirstView> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    const sizes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
    await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    let jsBytes = 0;
    let jsFiles = 0;
    for (const [id, size] of sizes) {
      if (types.get(id) !== 'Script') continue;
      jsBytes += size;
      jsFiles += 1;
    }
    return { path: route, jsBytes, jsFiles, requests: sizes.size };
  } finally {
    await browser.close();
  }
}

interface Lighthouse {
  performance: number;
  lcpMs: number;
  fcpMs: number;
}

function runLighthouse(route: string): Lighthouse | undefined {
  if (!LIGHTHOUSE) return undefined;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const report = path.join(out, 'report.json');
  const run = spawnSync(
    LIGHTHOUSE,
    [
      `${BASE}${route}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8' },
  );
  if (run.status !== 0 || !fs.existsSync(report)) {
    console.error(`lighthouse failed on ${route}: ${run.stderr.slice(-400)}`);
    return undefined;
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  fs.rmSync(out, { recursive: true, force: true });
  return {
    performance: Math.round(json.categories.performance.score * 100),
    lcpMs: Math.round(json.audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(json.audits['first-contentful-paint'].numericValue),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: string[] = [];
let home: FirstView | undefined;
for (const page of PAGES) {
  const view = await measureFirstView(page);
  home ??= view;
  const lighthouse = runLighthouse(page);
  rows.push(
    [
      page,
      `${kb(view.jsBytes)} KB in ${view.jsFiles} files`,
      `${((view.jsBytes / home.jsBytes) * 100).toFixed(0)} %`,
      String(view.requests),
      lighthouse ? `${lighthouse.performance}` : '–',
      lighthouse
        ? `${(lighthouse.lcpMs / 1000).toFixed(1)} s / ${(lighthouse.fcpMs / 1000).toFixed(1)} s`
        : '–',
    ].join(' | '),
  );
}
console.log(`first view at 375 px on ${BASE} (${path.basename(CHROMIUM)}), ${new Date().toISOString()}`);
console.log('page | JS gzipped | of the home page | requests | Lighthouse mobile | LCP / FCP');
for (const row of rows) console.log(row);
