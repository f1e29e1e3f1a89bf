import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

/**
 * Warns before a dirty form is left: a reload or closing the tab (the browser's own question),
 * an in-app link, and the browser's back and forward buttons.
 *
 * The shell runs a declarative BrowserRouter, where react-router's useBlocker is unavailable, so
 * the hook works on the DOM: a capture-phase click listener on the document runs before react-
 * router's Link handler and cancels the click (Link skips a prevented event); a capture-phase
 * popstate listener on the window runs before the router's own and, if the user stays, hides the
 * move from the router and walks the history back to where it was. Programmatic navigate() calls
 * (after a successful save) are not guarded: the form is no longer dirty by then.
 */
export function useUnsavedChanges(dirty: boolean, message?: string): void {
  const intl = useIntl();
  const text = message ?? intl.formatMessage({ id: 'admin.forms.unsavedChanges' });
  const restoring = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    // react-router numbers its history entries (state.idx): the distance of a back/forward move.
    const idx = historyIndex(window.history.state);

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set; its text is not shown anywhere any more.
      event.returnValue = text;
    };
    const onClick = (event: MouseEvent) => {
      if (!leavesPage(event) || window.confirm(text)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onPopState = (event: PopStateEvent) => {
      if (restoring.current) {
        // The walk back to the form: the router never saw it leave, so it needs no news.
        restoring.current = false;
        event.stopImmediatePropagation();
        return;
      }
      if (window.confirm(text)) return;
      event.stopImmediatePropagation();
      const target = historyIndex(event.state);
      const delta = idx !== null && target !== null ? idx - target : 1;
      if (delta !== 0) {
        restoring.current = true;
        window.history.go(delta);
      }
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [dirty, text]);
}

function historyIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/** A plain click on a link to another page (not a new tab, a download, a tab of this page). */
function leavesPage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  if (link.target && link.target !== '_self') return false;
  if (link.hasAttribute('download')) return false;
  const to = new URL(link.href, window.location.href);
  // Only the query or the hash changing (a tab of the same detail page) keeps the form mounted.
  return to.origin !== window.location.origin || to.pathname !== window.location.pathname;
}
