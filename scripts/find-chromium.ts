// Finds Chromium for the browser tests: CHROME_PATH, then /usr/bin/chromium. When neither
// exists and apt can be used (as root), installs Debian's chromium, saying so.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const INSTALL = 'sudo apt-get update && sudo apt-get install -y chromium';

export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian\'s chromium with apt-get (one time, about a minute)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(`Chromium is needed for the browser tests and was not found.\nInstall it with:\n\n  ${INSTALL}\n\nor set CHROME_PATH to a Chromium or Chrome binary.`);
  process.exit(1);
}
