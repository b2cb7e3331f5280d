// The JavaScript of the first view (issue 25, decisions 0069 and 0071): for each first-view page, the gzipped size of
// the JS a browser loads before the page shows (index.html's entry script and everything it imports statically, the
// lazy chunks of the page's route and layout and their static imports, and the texts of its first render, in the
// language whose texts are largest). Each page is printed beside the 120 KB budget and beside the floor of
// the chosen stack (web/floor: React, the data router, TanStack Query, react-i18next and a react-bootstrap navbar
// with no product code), which is itself above that budget. What fails is growth: a page over its recorded size
// (web/js-budget.json) by more than GROWTH_ALLOWANCE fails, naming the chunks that grew. `--record` writes the
// current sizes as the new record (after a change that had to grow a page, say why in its commit).
// Builds the web app first when its sources changed (the e2e step then reuses that build).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'web/dist');
/** 120 KB as the issue states it, in bytes of 1,000: the gzipped JS of one page's first view. */
const BUDGET = 120_000;
/** A page may grow this much past its record before the check fails (a line of code, not a library). */
const GROWTH_ALLOWANCE = 1_000;
const recordFile = path.join(root, 'web/js-budget.json');
const recording = process.argv.includes('--record');

/**
 * The modules each page's first render loads lazily, as keys of Vite's manifest (source paths under web/).
 * `texts` are folders of per-language files (`xx.json`: the i18n namespaces, the chat's harmful-language words),
 * each counted in its largest language.
 * @type {{ page: string, modules: string[], texts: string[] }[]}
 */
const PAGES = [
  {
    page: '/ (visitor)',
    modules: ['src/app/layouts/DefaultLayout.tsx', 'src/pages/index/IndexPage.tsx'],
    texts: ['src/i18n/locales'],
  },
  {
    page: '/landers/gallery (visitor)',
    modules: ['src/app/layouts/LanderLayout.tsx', 'src/pages/landers-gallery/GalleryLanderPage.tsx'],
    texts: ['src/i18n/locales', 'src/i18n/ns/landers'],
  },
  {
    page: '/members (member)',
    modules: ['src/app/layouts/DefaultLayout.tsx', 'src/pages/members/MembersPage.tsx'],
    texts: ['src/i18n/locales'],
  },
  {
    page: '/members/{id}/chat (member)',
    modules: ['src/app/layouts/ChatLayout.tsx', 'src/pages/members-id-chat/MemberChatPage.tsx'],
    texts: ['src/i18n/locales', 'src/features/conversation/harmful-language'],
  },
];

/** @typedef {{ file: string, imports?: string[], isEntry?: boolean }} Chunk */

const build = spawnSync('node', [path.join(root, 'scripts/build-web-if-stale.mjs')], {
  cwd: root,
  encoding: 'utf8',
});
if (build.status !== 0) {
  process.stdout.write(build.stdout);
  process.stderr.write(build.stderr);
  process.exit(build.status ?? 1);
}

/** @type {Record<string, Chunk>} */
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipped = new Map();
/** @param {string} file */
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gzipped.get(file);
}

/** A manifest key and its static imports, transitively, into `files`. @param {string} key @param {Set<string>} files */
function addWithImports(key, files) {
  const chunk = manifest[key];
  if (!chunk && !fs.existsSync(path.join(root, 'web', key)))
    throw new Error(`js-budget: no file web/${key} (renamed? update PAGES in scripts/js-budget.mjs)`);
  // A module that is no chunk of its own is bundled into one that imports it statically.
  if (!chunk) return;
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addWithImports(imported, files);
}

/** The entry scripts index.html names, with what they import. @param {Set<string>} files */
function addEntry(files) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((match) => match[1]);
  for (const key of Object.keys(manifest))
    if (manifest[key]?.isEntry && entries.includes(manifest[key].file)) addWithImports(key, files);
}

/** The largest language's file of a folder, e.g. `src/i18n/locales` → src/i18n/locales/pl.json. @param {string} folder */
function largestText(folder) {
  const keys = Object.keys(manifest).filter(
    (key) => key.startsWith(`${folder}/`) && /^[a-z]{2}\.json$/.test(key.slice(folder.length + 1)),
  );
  if (keys.length === 0)
    throw new Error(`js-budget: no per-language files under web/${folder} in the manifest`);
  return keys.sort((a, b) => gzipSize(manifest[b]?.file ?? '') - gzipSize(manifest[a]?.file ?? ''))[0] ?? '';
}

/** The manifest's name of a built file (its source path, or its chunk's name), stable across builds. @param {string} file */
function chunkName(file) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file === file);
  const withoutHash = (/** @type {string} */ name) => name.replace(/-[\w-]{8}\.js$/, '');
  if (!key) return withoutHash(file);
  // Shared chunks are keyed `_<name>-<hash>.js`; the entry by its HTML file.
  if (key.startsWith('_')) return `${withoutHash(key.slice(1))} (shared)`;
  return key === 'index.html' ? 'start chunk (index.html)' : key;
}

/** The stack floor's gzipped JS: web/floor built with the web app's settings (its entry and what that imports). */
function floorBytes() {
  const floorDist = path.join(root, 'web/floor/dist');
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'floor/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'web'),
      encoding: 'utf8',
    },
  );
  if (built.status !== 0) throw new Error(`js-budget: the stack floor did not build:\n${built.stderr}`);
  const html = fs.readFileSync(path.join(floorDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/src="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  // The floor's one lazy route is part of its first view, as a page's route chunk is of the app's.
  const lazy = fs.readdirSync(path.join(floorDist, 'assets')).filter((file) => file.startsWith('home-'));
  return [...scripts, ...lazy.map((file) => `assets/${file}`)].reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(floorDist, file))).length,
    0,
  );
}

/** @type {Record<string, { total: number, chunks: Record<string, number> }>} */
const record = fs.existsSync(recordFile) ? JSON.parse(fs.readFileSync(recordFile, 'utf8')) : {};
/** @type {typeof record} */
const measured = {};
const floor = floorBytes();
const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(`stack floor (web/floor): ${kB(floor)} gzipped; budget ${kB(BUDGET)}`);
let failed = false;
for (const { page, modules, texts } of PAGES) {
  const files = new Set();
  addEntry(files);
  for (const key of [...modules, ...texts.map(largestText)]) addWithImports(key, files);
  const chunks = [...files]
    .map((file) => ({ name: chunkName(file), bytes: gzipSize(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  measured[page] = { total, chunks: Object.fromEntries(chunks.map((chunk) => [chunk.name, chunk.bytes])) };
  const before = record[page];
  const grew = !recording && (!before || total > before.total + GROWTH_ALLOWANCE);
  console.log(
    `${grew ? 'GREW' : 'ok'}  ${page}: ${kB(total)} gzipped in ${chunks.length} files; ` +
      `budget ${kB(BUDGET)} ${total <= BUDGET ? 'held' : 'missed'}, ${(total / floor).toFixed(2)} × the stack floor` +
      (before ? `, recorded ${kB(before.total)}` : ', no record'),
  );
  if (!grew) continue;
  failed = true;
  for (const chunk of chunks) {
    const was = before?.chunks[chunk.name];
    const change = was === undefined ? 'new' : chunk.bytes > was ? `+${kB(chunk.bytes - was)}` : '';
    if (change) console.log(`    ${kB(chunk.bytes).padStart(9)}  ${chunk.name}  (${change})`);
  }
}
if (recording) {
  fs.writeFileSync(recordFile, `${JSON.stringify(measured, null, 2)}\n`);
  console.log(`recorded in ${path.relative(root, recordFile)}`);
}
if (failed)
  console.log(
    'A first view grew past its record (web/js-budget.json). Load the new code lazily, or, if the page must grow,\n' +
      'run `node scripts/js-budget.mjs --record` and say why in the commit.',
  );
process.exit(failed ? 1 : 0);
