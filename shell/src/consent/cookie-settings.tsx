import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from 'shared-ui';
import styles from './cookie-settings.module.css';

// The footer's "Cookie settings" button and the consent banner. The banner is a chunk of its own,
// loaded once the page has loaded and the browser is idle (or at once when the button is pressed):
// the first paint carries none of it, and it is fixed to the bottom of the window, so it moves
// nothing on the page when it arrives.

const ConsentBanner = lazy(() => import('./consent-banner.tsx'));

export function CookieSettings({ label }: { label: string }) {
  const [loaded, setLoaded] = useState(false);
  // Each press opens the settings again, also after the visitor closed them.
  const [settingsRequests, setSettingsRequests] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(() => setLoaded(true)), []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setSettingsRequests((count) => count + 1);
        }}
      >
        {label}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ConsentBanner settingsRequests={settingsRequests} opener={button} />
        </Suspense>
      )}
    </>
  );
}
