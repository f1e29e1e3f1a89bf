import { createContext } from 'react';

/** One step of the trail; the last one is the current page and needs no link. */
export interface Crumb {
  label: string;
  to?: string;
}

/** Set by AdminFrame: a page hands its trail up to the frame, which shows it above the page. */
export const BreadcrumbsContext = createContext<((items: Crumb[] | null) => void) | null>(null);
