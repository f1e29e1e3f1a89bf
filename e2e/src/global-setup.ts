import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.ts';

// The suite drives Debian's Chromium; on a fresh machine it is installed here (we run as root).
export default function globalSetup(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  console.info('[e2e] installing Debian chromium (missing on this machine)');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
