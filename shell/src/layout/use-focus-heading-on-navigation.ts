import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'shared-ui';

/** How long a page may take to show its heading (a remote loading, then its data). */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * After a client-side move to another page, focus goes to the new page's h1, as a full page load
 * would put a screen reader at the top: otherwise focus drops to the body and the reader is lost.
 * Not on the first load (the browser starts at the top anyway), not when only the query changes
 * (filters, paging keep focus on the control used), and not when the page has already put focus
 * on something of its own (an error summary, a field).
 */
export function useFocusHeadingOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // The path focus was last settled for: the first load's, so that load is left alone.
  const settledFor = useRef(pathname);
  useEffect(() => {
    if (settledFor.current === pathname) return;
    settledFor.current = pathname;
    const root = main.current;
    if (!root) return;
    if (focusHeading(root)) return;
    // The page is still loading: wait for its heading to appear.
    const observer = new MutationObserver(() => {
      if (focusHeading(root)) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    // Attributes too: a page whose texts are still loading is rendered hidden (display: none),
    // and its heading can take focus only once it is shown.
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden'],
    });
    return stop;
  }, [pathname, main]);
}

/** Focuses the page's h1; true once the question is settled (focused, or the page holds focus). */
function focusHeading(root: HTMLElement): boolean {
  const active = document.activeElement;
  if (active && active !== root && root.contains(active)) return true;
  const heading = root.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  // A heading is not a control: focusable from script only, never a tab stop.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  // A heading not shown yet does not take focus: the question stays open until it does.
  return document.activeElement === heading;
}
