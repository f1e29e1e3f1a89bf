import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * Renders its (lazy) children once the page has loaded and the browser is idle, and nothing
 * before or while they load: for parts below the fold that the first paint does not need.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
