import { storableString, validateStorableText } from './storable-string.ts';

describe('storableString', () => {
  it('refuses a NUL character and a lone surrogate, whatever else the schema checks', () => {
    const schema = storableString().trim().min(1).max(5);
    for (const value of ['a\u0000b', '\u0000', 'x\ud800', '\udfffx']) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['invalidCharacters']);
    }
  });

  it('accepts any other text, surrogate pairs (emoji) and accents included', () => {
    expect(storableString().parse('žluťoučký 😀 ĂÎȘ')).toBe('žluťoučký 😀 ĂÎȘ');
    expect(validateStorableText('line\r\nbreak\ttab')).toBeNull();
  });

  it('keeps z.string parameters such as the message of a missing value', () => {
    expect(storableString({ error: 'required' }).safeParse(undefined).error?.issues[0].message).toBe(
      'required',
    );
  });
});
