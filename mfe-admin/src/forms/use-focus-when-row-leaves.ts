import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * A row action can take its row out of a filtered grid (an approved review leaves the approval
 * queue) and the pressed button with it: focus would fall back to the page's start. After such an
 * action, the next rows put focus on `target` if it was lost, so a keyboard user stays at the grid.
 */
export function useFocusWhenRowLeaves<Target extends HTMLElement>(
  rows: unknown,
): { targetRef: RefObject<Target | null>; expectRowToLeave: () => void } {
  const targetRef = useRef<Target>(null);
  const expecting = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rows are replaced, which is what it waits for.
  useEffect(() => {
    if (!expecting.current) return;
    expecting.current = false;
    if (!document.activeElement || document.activeElement === document.body) targetRef.current?.focus();
  }, [rows]);
  const expectRowToLeave = useCallback(() => {
    expecting.current = true;
  }, []);
  return { targetRef, expectRowToLeave };
}
