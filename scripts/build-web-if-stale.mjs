// Builds the web app when its sources changed since the last build, so `npm start` always serves current code
// without paying for a build on every start.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inputs = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'contract/src',
  'package-lock.json',
];
const stampFile = path.join(root, 'web/dist/.build-stamp');

/** @param {string} target @returns {string[]} */
function listFiles(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [target];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const hash = crypto.createHash('sha256');
for (const file of inputs.flatMap(listFiles))
  hash.update(file).update(fs.readFileSync(path.join(root, file)));
const stamp = hash.digest('hex');

if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) process.exit(0);
console.log('Building the web app…');
const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
fs.writeFileSync(stampFile, stamp);
