import { z } from 'zod';
import { imeiSchema } from './imei.ts';
import { textSchema } from './length.ts';
import { validationCodeOfIssue, validationMessageOfIssue, validationValuesOfIssue } from './zod-issues.ts';

const issuesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues ?? [];

describe('zod issue helpers', () => {
  it('translate the issues of the shared schemas', () => {
    const [issue] = issuesOf(imeiSchema, '490154203237519');
    expect(validationCodeOfIssue(issue)).toBe('imei');
    expect(validationMessageOfIssue(issue, 'cs-CZ')).toBe('Zadejte platné IMEI (15 číslic).');
    expect(validationMessageOfIssue(issue, 'ro-RO')).toBe('Introduceți un cod IMEI valid (15 cifre).');
  });

  it('fill placeholders from the issue params', () => {
    const [issue] = issuesOf(textSchema({ minLength: 3 }), 'ab');
    expect(validationValuesOfIssue(issue)).toMatchObject({ minlength: 3 });
    expect(validationMessageOfIssue(issue, 'cs-CZ')).toBe('Zadejte alespoň 3 znaky.');
  });

  it('fill placeholders of zod’s own size checks given a code as message', () => {
    const [tooShort] = issuesOf(z.string().min(5, 'minLength'), 'ab');
    expect(validationMessageOfIssue(tooShort, 'ro-RO')).toBe('Introduceți cel puțin 5 caractere.');
    const [tooBig] = issuesOf(z.number().max(10, 'maxValue'), 11);
    expect(validationMessageOfIssue(tooBig, 'cs-CZ')).toBe('Hodnota může být nejvýše 10.');
  });

  it('pass foreign messages through unchanged', () => {
    const [issue] = issuesOf(z.string(), 5);
    expect(validationCodeOfIssue(issue)).toBeNull();
    expect(validationValuesOfIssue(issue)).toEqual({});
    expect(validationMessageOfIssue(issue, 'cs-CZ')).toBe(issue.message);
  });
});
