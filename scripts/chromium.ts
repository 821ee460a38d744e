/**
 * Browser tests use Debian's Chromium, never a downloaded one.
 * Returns null when Chromium is available (installing it when we are root), else what to run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless Chromium on a machine without network access beyond loopback. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

export function ensureChromium(): string | null {
  if (existsSync(CHROMIUM_PATH)) return null;
  if (process.getuid?.() !== 0) {
    return `Chromium is missing. Install Debian's package and run again:\n  sudo apt-get update && sudo apt-get install -y chromium`;
  }
  console.log('Installing Debian chromium (needed by the browser tests)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return existsSync(CHROMIUM_PATH) ? null : 'Installing chromium did not provide ' + CHROMIUM_PATH;
}
