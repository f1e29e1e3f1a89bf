import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_PATH = '/usr/bin/chromium';

// Debian's Chromium, never a downloaded one. Without the background-networking flags Chromium
// keeps trying to reach Google's hosts, which this closed network refuses.
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
