import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The path of a program from a Debian package the tests run for real (HAProxy, PgBouncer): installed with apt-get
 * when it is missing, as e2e/run.mjs installs Chromium, since `.ci/run` starts on a machine without them. Without
 * root or apt-get, the error names the package to install.
 */
export function debianProgram(pkg: string, program: string): string {
  const where = () =>
    ['/usr/sbin', '/usr/bin'].map((dir) => `${dir}/${program}`).find((file) => fs.existsSync(file));
  const present = where();
  if (present) return present;
  if (process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get'))
    throw new Error(
      `${program} is missing: install Debian's "${pkg}" package (apt-get install ${pkg}, as root)`,
    );
  console.log(`Installing Debian's ${pkg} for the tests that run it…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = where();
  if (!installed) throw new Error(`apt-get installed ${pkg}, but no ${program} program is there`);
  return installed;
}
