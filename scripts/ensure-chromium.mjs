// Browser tests drive Debian's Chromium (no browser download is possible here); install it when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log("Chromium is missing: installing Debian's chromium package...");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' });
  execSync(
    `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium`,
    {
      stdio: 'inherit',
    },
  );
}
