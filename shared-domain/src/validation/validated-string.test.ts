import { z } from 'zod';
import { optionalValidatedString, refineWith, validatedString } from './validated-string.ts';

const digitsOnly = (value: string) => (/^\d+$/.test(value) ? null : 'number');
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('validatedString', () => {
  it('trims, requires and reports the validator code', () => {
    const schema = validatedString(digitsOnly);
    expect(schema.parse(' 42 ')).toBe('42');
    expect(messages(schema.safeParse('4x'))).toEqual(['number']);
    expect(messages(schema.safeParse('  '))).toEqual(['required']);
    expect(messages(schema.safeParse(null))).toEqual(['required']);
  });

  it('normalises with the given function and stays JSON-Schema representable', () => {
    const schema = validatedString(digitsOnly, { normalize: (value) => value.padStart(4, '0') });
    expect(schema.parse('42')).toBe('0042');
    expect(z.toJSONSchema(schema)).toMatchObject({ type: 'string', minLength: 1 });
  });
});

describe('optionalValidatedString', () => {
  it('lets undefined and empty through but checks anything else', () => {
    const schema = optionalValidatedString(digitsOnly);
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(' ')).toBe('');
    expect(messages(schema.safeParse('4x'))).toEqual(['number']);
  });
});

describe('refineWith', () => {
  it('plugs a validator into any zod schema', () => {
    const schema = z.number().superRefine(refineWith((value: number) => (value % 2 === 0 ? null : 'number')));
    expect(schema.parse(4)).toBe(4);
    expect(messages(schema.safeParse(3))).toEqual(['number']);
  });
});
