/** Debian's Chromium: no tool here downloads a browser of its own. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless and quiet: nothing of its own on the network while it is measured or tested. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
