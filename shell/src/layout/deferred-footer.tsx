import { lazy } from 'react';
import { AfterIdle } from 'shared-ui';

// The footer starts below the fold (the main area is at least a screen high), so the first paint
// does not need it: its links, the staff areas' check and the cookie settings load once the page
// has loaded and the browser is idle, like the header's widgets. Nothing above it moves.
const Footer = lazy(() => import('./footer.tsx').then((module) => ({ default: module.Footer })));

export function DeferredFooter() {
  return (
    <AfterIdle>
      <Footer />
    </AfterIdle>
  );
}
