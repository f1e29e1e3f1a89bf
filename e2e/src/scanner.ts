import type { Page } from '@playwright/test';

// A keyboard-wedge scanner on a Czech QWERTZ layout: the scanner presses the keys of a US layout
// (`code`, the physical key), the operating system turns them into the Czech layout's characters
// (`key`): the digit row types +ěščřžýáíé, Y and Z trade places, the US minus key types '='.
// Playwright's own keyboard is a US one, so the events are made here as the browser would get them.
const czechDigitRow = '+ěščřžýáíé';
const swappedOnQwertz: Record<string, string> = { y: 'z', z: 'y' };

function czechKeyOf(character: string): { key: string; code: string; shiftKey: boolean } {
  if (/[0-9]/.test(character)) {
    const digit = Number(character);
    return { key: czechDigitRow[(digit + 9) % 10], code: `Digit${character}`, shiftKey: false };
  }
  if (/[a-zA-Z]/.test(character)) {
    const lower = character.toLowerCase();
    const typed = swappedOnQwertz[lower] ?? lower;
    const shiftKey = character !== lower;
    return { key: shiftKey ? typed.toUpperCase() : typed, code: `Key${lower.toUpperCase()}`, shiftKey };
  }
  if (character === '-') return { key: '=', code: 'Minus', shiftKey: false };
  throw new Error(`a scanner test code uses letters, digits and '-', not ${character}`);
}

/** Types `text` and Enter as a scanner does, fast, with no field focused. */
export async function scanWithCzechLayout(page: Page, text: string): Promise<void> {
  const keys = [...text].map(czechKeyOf);
  await page.evaluate((events) => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    for (const init of [...events, { key: 'Enter', code: 'Enter', shiftKey: false }]) {
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }));
      target.dispatchEvent(new KeyboardEvent('keyup', { ...init, bubbles: true, cancelable: true }));
    }
  }, keys);
}
