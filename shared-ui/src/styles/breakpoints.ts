// Mobile breakpoint 851 px; layout thresholds 768, 1120, 1366, 1600. CSS files repeat the
// numbers (custom properties cannot be used in media queries); this is for matchMedia in code.
export const breakpoints = {
  mobile: 851,
  tablet: 768,
  desktop: 1120,
  wide: 1366,
  extraWide: 1600,
} as const;

/** Media query that matches phone-sized viewports. */
export const mobileMediaQuery = `(max-width: ${breakpoints.mobile}px)`;
