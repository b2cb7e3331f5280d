import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

it('every locked package runs on the oldest Node the engines field promises (no EBADENGINE at install)', () => {
  const oldest = semver.minVersion(read('package.json').engines.node)?.version as string;
  const packages = read('package-lock.json').packages as Record<
    string,
    { version?: string; engines?: { node?: string } }
  >;
  const refusing = Object.entries(packages)
    .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
    .map(([name, entry]) => `${name}@${entry.version} wants node ${entry.engines?.node}`);
  expect(refusing).toEqual([]);
  expect(semver.satisfies(process.version, `>=${oldest}`), `this Node ${process.version}`).toBe(true);
});
