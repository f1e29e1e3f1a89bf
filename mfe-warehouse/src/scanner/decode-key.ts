/**
 * Decodes what a keyboard-wedge scanner typed from the physical key (`KeyboardEvent.code`), never
 * from `key`: on a Czech QWERTZ layout the digit row types `+ěščřžýáíé` and Z/Y are swapped, yet
 * the scanner presses the same physical keys for the same barcode on every layout.
 */
export interface ScannedKey {
  code: string;
  shiftKey: boolean;
}

// US positions of the punctuation keys a barcode may contain (Code 128 set B is printable ASCII).
const punctuation: Record<string, [plain: string, shifted: string]> = {
  Minus: ['-', '_'],
  Equal: ['=', '+'],
  Period: ['.', '>'],
  Comma: [',', '<'],
  Slash: ['/', '?'],
  Backslash: ['\\', '|'],
  Semicolon: [';', ':'],
  Quote: ["'", '"'],
  BracketLeft: ['[', '{'],
  BracketRight: [']', '}'],
  Backquote: ['`', '~'],
  Space: [' ', ' '],
};
const shiftedDigits = ')!@#$%^&*(';
const numpad: Record<string, string> = {
  NumpadDecimal: '.',
  NumpadDivide: '/',
  NumpadMultiply: '*',
  NumpadSubtract: '-',
  NumpadAdd: '+',
};

/** The character a key press stands for, or null for keys that type nothing (Shift, F1, arrows…). */
export function characterOfKey({ code, shiftKey }: ScannedKey): string | null {
  const letter = /^Key([A-Z])$/.exec(code);
  if (letter) return shiftKey ? letter[1] : letter[1].toLowerCase();
  const digit = /^Digit([0-9])$/.exec(code);
  if (digit) return shiftKey ? shiftedDigits[Number(digit[1])] : digit[1];
  const numpadDigit = /^Numpad([0-9])$/.exec(code);
  if (numpadDigit) return numpadDigit[1];
  if (code in numpad) return numpad[code];
  const marks = punctuation[code];
  if (marks) return shiftKey ? marks[1] : marks[0];
  return null;
}

/** Enter (either one) or Tab closes a scan: scanners are set to send one of them after the code. */
export function isScanEnd(code: string): boolean {
  return code === 'Enter' || code === 'NumpadEnter' || code === 'Tab';
}

/** Keys typed into an editable field belong to that field, not to the scanner. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const editable = target.getAttribute('contenteditable');
  if (target.isContentEditable || (editable !== null && editable !== 'false')) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}
