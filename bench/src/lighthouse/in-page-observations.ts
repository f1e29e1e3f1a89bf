// Lighthouse 12.2.3's trace engine cannot read Debian Chromium 156's frame events ("reading
// 'frame_sequence'"), so its LCP-element, layout-shift and render-blocking audits fail, though the
// metrics and the score do not depend on them. The page itself still knows which element was its
// LCP and which elements shifted: the tab asks its buffered performance entries after the run.

/** The LCP element and the layout shifts the page recorded while it loaded (unthrottled, as CLS is). */
export interface InPageObservations {
  lcpElement: string | null;
  /** The start of the LCP element's text, or the path of its image. */
  lcpText: string | null;
  shifts: Array<{ value: number; atMs: number; sources: string[] }>;
}

/** Evaluated in the tab (a string: the bench is not typed against the DOM). */
export const observationsScript = `new Promise((resolve) => {
  const describe = (node) => {
    if (!node) return '(removed)';
    if (node.nodeType !== 1) return 'text in ' + describe(node.parentElement);
    const classes = typeof node.className === 'string' && node.className.trim()
      ? '.' + node.className.trim().split(/\\s+/).join('.') : '';
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + classes;
  };
  // Class names are hashed by the build: the start of an element's text tells which one it is.
  const withText = (node) => {
    const text = node && (node.textContent || '').trim().replace(/s+/g, ' ').slice(0, 24);
    return describe(node) + (text ? ' "' + text + '"' : '');
  };
  const lcp = [];
  const shifts = [];
  new PerformanceObserver((list) => lcp.push(...list.getEntries()))
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => shifts.push(...list.getEntries()))
    .observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => {
    const last = lcp[lcp.length - 1];
    resolve({
      lcpElement: last ? describe(last.element) : null,
      lcpText: !last ? null : last.url ? new URL(last.url).pathname
        : ((last.element && last.element.textContent) || '').trim().slice(0, 60),
      shifts: shifts.filter((shift) => !shift.hadRecentInput).map((shift) => ({
        value: shift.value,
        atMs: Math.round(shift.startTime),
        sources: shift.sources.map((source) => withText(source.node)),
      })),
    });
  }, 250);
})`;

/** One markdown fragment: the LCP element and the biggest shifts with what moved. */
export function observationsText(observed: InPageObservations, top = 3): string {
  const lcp = observed.lcpElement ? `\`${observed.lcpElement}\` "${observed.lcpText ?? ''}"` : 'none';
  const shifts = [...observed.shifts]
    .sort((a, b) => b.value - a.value)
    .slice(0, top)
    .map((shift) => `${shift.value.toFixed(3)} at ${shift.atMs} ms (${shift.sources.join(', ') || '?'})`);
  return `LCP element ${lcp}; shifts ${shifts.length > 0 ? shifts.join('; ') : 'none'}`;
}
