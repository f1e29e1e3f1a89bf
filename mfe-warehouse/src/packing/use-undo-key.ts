import { useEffect, useRef } from 'react';
import { isEditableTarget } from '../scanner/decode-key.ts';

/** The one key that undoes the last scan. Backspace: nothing else uses it on a page without a field. */
export const UNDO_KEY = 'Backspace';

/** Calls onUndo on Backspace pressed outside any field and while no dialog is open. */
export function useUndoKey(onUndo: () => void, enabled: boolean): void {
  const onUndoRef = useRef(onUndo);
  onUndoRef.current = onUndo;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== UNDO_KEY || event.repeat || isEditableTarget(event.target)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      onUndoRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
