import type { ReactNode } from 'react';
import styles from '../orders.module.css';

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box is in the tab order, so
 * keyboard users can scroll it with the arrow keys (axe's scrollable-region-focusable); it is a
 * group named like its table rather than a second region inside the section of the same name.
 */
export function ScrollingTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a scrolling box must take focus to be scrolled by keyboard; a fieldset is for form controls.
    <div className={styles.tableScroll} role="group" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
