import type { CSSProperties } from 'react';
import { classNames } from './class-names.ts';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  variant?: 'text' | 'rect' | 'circle';
  /** Reserve the final size so nothing jumps when the content arrives (layout-shift budget: CLS ≤ 0.05). */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * A grey placeholder of the content being loaded. Decorative: the loading state is announced by
 * the region around it (aria-busy) or a Spinner.
 */
export function Skeleton({ variant = 'text', width, height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={classNames(styles.skeleton, variant !== 'rect' && styles[variant], className)}
      style={{ width, height }}
    />
  );
}

export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={classNames(styles.lines, className)}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines have nothing else to key on.
        <Skeleton key={index} />
      ))}
    </span>
  );
}
