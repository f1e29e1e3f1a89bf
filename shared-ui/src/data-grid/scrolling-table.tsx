import type { ReactNode } from 'react';
import styles from './scrolling-table.module.css';

/**
 * A staff table that scrolls sideways on a narrow screen. The scrolling box is in the tab order, so
 * keyboard users can scroll it with the arrow keys (axe's scrollable-region-focusable); it is a
 * group named like its table (by the id of its caption or heading, or by a label) rather than a
 * second region inside the section of the same name.
 */
export function ScrollingTable({
  labelledBy,
  label,
  children,
}: {
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a scrolling box must take focus to be scrolled by keyboard; a fieldset is for form controls.
    <div className={styles.scroll} role="group" aria-labelledby={labelledBy} aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
