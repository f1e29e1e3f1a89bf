import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'bench/chromium-args.ts';

export { CHROMIUM_PATH };

// The browser the bench measures with, flags included: without them Chromium keeps trying to
// reach Google's hosts, which this closed network refuses.
export const chromiumLaunchOptions: LaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
