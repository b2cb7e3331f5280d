import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH), installed with apt-get when missing and run as root, as e2e/run.mjs does. */
export function ensureChromium(): string {
  const browser = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(browser)) return browser;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${browser} does not exist`);
  if (process.getuid?.() !== 0)
    throw new Error('No Chromium at /usr/bin/chromium: install Debian\'s "chromium" or set CHROMIUM_PATH');
  console.log("Installing Debian's chromium for the web part…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return browser;
}
