import { validateRequired } from './required.ts';

describe('validateRequired', () => {
  it('rejects missing and blank values', () => {
    for (const value of [undefined, null, '', '   ', [], Number.NaN])
      expect(validateRequired(value)).toBe('required');
  });

  it('accepts anything present, including zero and false', () => {
    for (const value of ['a', 0, false, ['x'], {}]) expect(validateRequired(value)).toBeNull();
  });
});
