import { validateEan } from './ean.ts';

describe('validateEan', () => {
  test('accepts EAN-13 and EAN-8 with a correct check digit', () => {
    expect(validateEan('4006381333931')).toBeNull();
    expect(validateEan('96385074')).toBeNull();
    expect(validateEan('  4006381333931 ')).toBeNull();
  });

  test('refuses a wrong check digit, other lengths and letters', () => {
    expect(validateEan('4006381333932')).toBe('ean');
    expect(validateEan('96385075')).toBe('ean');
    expect(validateEan('400638133393')).toBe('ean');
    expect(validateEan('40063813339310')).toBe('ean');
    expect(validateEan('4OO6381333931')).toBe('ean');
  });

  test('leaves an empty value to the required rule', () => {
    expect(validateEan('')).toBeNull();
  });
});
