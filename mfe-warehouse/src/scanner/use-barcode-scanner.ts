import { useEffect, useRef } from 'react';
import { characterOfKey, isEditableTarget, isScanEnd } from './decode-key.ts';

/** Scanners type a character every few milliseconds; people rarely type faster than 30 ms apart. */
export const SCAN_KEY_GAP_MS = 30;
/** A scanner set to send no Enter ends its code by falling silent this long. */
export const SCAN_PAUSE_MS = 80;
/** Fewer fast characters than this before a pause is someone's fingers, not a barcode. */
export const MIN_SCAN_LENGTH = 3;

interface Buffer {
  text: string;
  /** Every key of the code came in fast: only such a code may be ended by a pause. */
  fast: boolean;
  lastAt: number;
}

const empty = (): Buffer => ({ text: '', fast: true, lastAt: 0 });

/**
 * Reads a keyboard-wedge scanner on the whole page: keys typed outside an editable field are
 * decoded from the physical key and collected until Enter/Tab, or until a short pause after a fast
 * burst of at least three characters. Typing in a real field is left to that field.
 */
export function useBarcodeScanner(onScan: (code: string) => void, enabled = true): void {
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;

  useEffect(() => {
    if (!enabled) return;
    let buffer = empty();
    let pauseTimer: ReturnType<typeof setTimeout> | undefined;

    const finish = () => {
      clearTimeout(pauseTimer);
      const { text } = buffer;
      buffer = empty();
      if (text.length > 0) onScanRef.current(text);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || isEditableTarget(event.target)) return;
      if (isScanEnd(event.code)) {
        if (buffer.text.length === 0) return;
        // The scanner's Enter or Tab must not press a focused button or move the focus.
        event.preventDefault();
        finish();
        return;
      }
      const character = characterOfKey(event);
      if (character === null) return;
      const now = performance.now();
      if (buffer.text.length > 0 && now - buffer.lastAt > SCAN_KEY_GAP_MS) buffer.fast = false;
      buffer.text += character;
      buffer.lastAt = now;
      // A space or a letter on the page body would scroll or trigger nothing useful while scanning.
      if (character === ' ') event.preventDefault();
      clearTimeout(pauseTimer);
      pauseTimer = setTimeout(() => {
        if (buffer.fast && buffer.text.length >= MIN_SCAN_LENGTH) finish();
        else buffer = empty();
      }, SCAN_PAUSE_MS);
    };

    window.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(pauseTimer);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [enabled]);
}
