import { fireEvent } from '@testing-library/react';

// Test helper: what a scanner on a Czech QWERTZ layout fires for a code (key as that layout types
// it, code as the physical key), one keydown per character.
const czechDigits: Record<string, string> = {
  '1': '+',
  '2': 'ě',
  '3': 'š',
  '4': 'č',
  '5': 'ř',
  '6': 'ž',
  '7': 'ý',
  '8': 'á',
  '9': 'í',
  '0': 'é',
};
const punctuationCodes: Record<string, string> = { '-': 'Minus', '.': 'Period', '/': 'Slash' };

export function czechKeyOf(character: string): KeyboardEventInit {
  if (/[0-9]/.test(character)) return { key: czechDigits[character], code: `Digit${character}` };
  if (/[a-zA-Z]/.test(character)) {
    // The scanner presses the US key of the letter; QWERTZ types z on KeyY and y on KeyZ.
    const swapped: Record<string, string> = { z: 'y', y: 'z', Z: 'Y', Y: 'Z' };
    return {
      key: swapped[character] ?? character,
      code: `Key${character.toUpperCase()}`,
      shiftKey: character !== character.toLowerCase(),
    };
  }
  const code = punctuationCodes[character];
  if (!code) throw new Error(`no key for ${character}`);
  return { key: character, code };
}

/** Fires the keys of `text` and Enter at `target` (the page body by default). */
export function scanCzech(text: string, target: Element | Document = document.body, end = true): void {
  for (const character of text) fireEvent.keyDown(target, czechKeyOf(character));
  if (end) fireEvent.keyDown(target, { key: 'Enter', code: 'Enter' });
}
