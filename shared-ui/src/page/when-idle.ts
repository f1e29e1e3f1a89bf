/**
 * Runs `callback` once the page has loaded and the browser is idle: the moment for code the first
 * paint does not need (header widgets whose stand-ins the shell drew). The page-weight gate holds
 * requestIdleCallback back to measure a page's initial JS, so everything deferred must go through
 * here (or wait for the visitor's intent). Returns a cancel function.
 */
export function whenIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => callback());
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      // Safari has no requestIdleCallback: a task after the load event is the nearest thing.
      const id = window.setTimeout(callback, 1);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
