// Makes sure the browser tests have a Chromium to drive. Playwright cannot download its
// own browsers here, so we use Debian's package (or whatever CHROMIUM_PATH points to).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function fail(reason: string): never {
  console.error(
    `Browser tests need Chromium, and ${reason}.\n` +
      '  Install it with:  sudo apt-get install chromium   (Debian/Ubuntu)\n' +
      '  or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}

if (existsSync(wanted)) process.exit(0);
if (process.env.CHROMIUM_PATH) fail(`CHROMIUM_PATH=${wanted} does not exist`);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt)
  fail(`${wanted} is missing and it cannot be installed automatically (needs root and apt-get)`);

console.log(`${wanted} is missing: installing Debian's chromium package…`);
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  fail('apt-get could not install it');
}
if (!existsSync(wanted)) fail(`the chromium package did not provide ${wanted}`);
