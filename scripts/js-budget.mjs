// The JavaScript budget of the first view (issue 25, decision 0069): for each first-view page, the gzipped size of
// the JS a browser loads before the page shows (index.html's entry script and everything it imports statically, the
// lazy chunks of the page's route and layout and their static imports, and the texts of its first render, in the
// language whose texts are largest). Fails naming the page, its total, the budget and its chunks, largest first.
// Builds the web app first when its sources changed (the e2e step then reuses that build).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'web/dist');
/** 120 KB as the issue states it, in bytes of 1,000: the gzipped JS of one page's first view. */
const BUDGET = 120_000;

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

let failed = false;
for (const { page, modules, texts } of PAGES) {
  const files = new Set();
  addEntry(files);
  for (const key of [...modules, ...texts.map(largestText)]) addWithImports(key, files);
  const chunks = [...files]
    .map((file) => ({ file, bytes: gzipSize(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  const held = total <= BUDGET;
  console.log(
    `${held ? 'ok' : 'OVER BUDGET'}  ${page}: ${(total / 1000).toFixed(1)} kB gzipped in ${chunks.length} files (budget ${BUDGET / 1000} kB)`,
  );
  if (!held) {
    failed = true;
    for (const chunk of chunks)
      console.log(`    ${(chunk.bytes / 1000).toFixed(1).padStart(6)} kB  ${chunk.file}`);
  }
}
process.exit(failed ? 1 : 0);
