import { characterOfKey, isEditableTarget, isScanEnd } from './decode-key.ts';

// What a Czech QWERTZ keyboard reports: `key` is what the layout types, `code` the physical key.
const czechDigitRow = [
  { key: '+', code: 'Digit1', expected: '1' },
  { key: 'ě', code: 'Digit2', expected: '2' },
  { key: 'š', code: 'Digit3', expected: '3' },
  { key: 'č', code: 'Digit4', expected: '4' },
  { key: 'ř', code: 'Digit5', expected: '5' },
  { key: 'ž', code: 'Digit6', expected: '6' },
  { key: 'ý', code: 'Digit7', expected: '7' },
  { key: 'á', code: 'Digit8', expected: '8' },
  { key: 'í', code: 'Digit9', expected: '9' },
  { key: 'é', code: 'Digit0', expected: '0' },
];

describe('characterOfKey on a Czech layout', () => {
  it.each(czechDigitRow)('reads $code (typed "$key") as $expected', ({ code, expected }) => {
    expect(characterOfKey({ code, shiftKey: false })).toBe(expected);
  });

  it('does not swap Z and Y: the physical key decides', () => {
    // QWERTZ types "z" on the key US calls Y, and "y" on the key US calls Z.
    expect(characterOfKey({ code: 'KeyY', shiftKey: true })).toBe('Y');
    expect(characterOfKey({ code: 'KeyZ', shiftKey: true })).toBe('Z');
    expect(characterOfKey({ code: 'KeyY', shiftKey: false })).toBe('y');
  });

  it('reads letters upper or lower case after Shift', () => {
    expect(characterOfKey({ code: 'KeyC', shiftKey: true })).toBe('C');
    expect(characterOfKey({ code: 'KeyC', shiftKey: false })).toBe('c');
  });

  it('reads the punctuation of command and crate codes', () => {
    expect(characterOfKey({ code: 'Minus', shiftKey: false })).toBe('-');
    expect(characterOfKey({ code: 'Period', shiftKey: false })).toBe('.');
    expect(characterOfKey({ code: 'Slash', shiftKey: false })).toBe('/');
    expect(characterOfKey({ code: 'Minus', shiftKey: true })).toBe('_');
  });

  it('reads the numeric keypad', () => {
    expect(characterOfKey({ code: 'Numpad7', shiftKey: false })).toBe('7');
    expect(characterOfKey({ code: 'NumpadSubtract', shiftKey: false })).toBe('-');
  });

  it('ignores keys that type nothing', () => {
    expect(characterOfKey({ code: 'ShiftLeft', shiftKey: true })).toBeNull();
    expect(characterOfKey({ code: 'ArrowDown', shiftKey: false })).toBeNull();
    expect(characterOfKey({ code: 'F5', shiftKey: false })).toBeNull();
  });
});

describe('isScanEnd', () => {
  it('ends a scan on Enter or Tab only', () => {
    expect(isScanEnd('Enter')).toBe(true);
    expect(isScanEnd('NumpadEnter')).toBe(true);
    expect(isScanEnd('Tab')).toBe(true);
    expect(isScanEnd('Space')).toBe(false);
  });
});

describe('isEditableTarget', () => {
  it('leaves inputs, text areas, selects and editable content alone', () => {
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    for (const element of [
      document.createElement('input'),
      document.createElement('textarea'),
      document.createElement('select'),
      editable,
    ]) {
      expect(isEditableTarget(element)).toBe(true);
    }
  });

  it('captures keys on the page body and on buttons', () => {
    expect(isEditableTarget(document.body)).toBe(false);
    expect(isEditableTarget(document.createElement('button'))).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});
