import { staffValidationCodes, staffValidationMessages } from '../contracts/staff-validation-messages.ts';
import { locales } from '../shop.ts';
import { validationCodes } from './validation-code.ts';
import {
  formatValidationMessage,
  registerStaffValidationMessages,
  validationMessages,
} from './validation-messages.ts';

const sampleValues = { minValue: 1000, maxValue: 5, minlength: 3, maxlength: 20, numChars: 2 };
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('validationMessages', () => {
  it.each(locales)('%s has exactly one message per code', (locale) => {
    expect(Object.keys(validationMessages[locale]).sort()).toEqual([...validationCodes].sort());
  });

  it.each(locales)('%s messages are non-empty sentences that format completely', (locale) => {
    for (const code of validationCodes) {
      const text = formatValidationMessage(locale, code, sampleValues);
      expect(text).toMatch(/[.!?]$/);
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const code of validationCodes) {
      expect(placeholders(validationMessages['ro-RO'][code])).toEqual(
        placeholders(validationMessages['cs-CZ'][code]),
      );
    }
  });

  it.each(locales)(
    '%s has the staff rules’ messages apart, given once the staff side registers them',
    (locale) => {
      expect(Object.keys(staffValidationMessages[locale]).sort()).toEqual([...staffValidationCodes].sort());
      registerStaffValidationMessages(staffValidationMessages);
      for (const code of staffValidationCodes)
        expect(formatValidationMessage(locale, code)).toBe(staffValidationMessages[locale][code]);
    },
  );

  it('keeps the required message of the spec verbatim', () => {
    expect(validationMessages['cs-CZ'].required).toBe('Tato hodnota je požadována.');
  });

  it('names the placeholders the spec names', () => {
    expect(validationMessages['cs-CZ'].minValue).toContain('{minValue');
    expect(validationMessages['cs-CZ'].maxValue).toContain('{maxValue');
    expect(validationMessages['cs-CZ'].minLength).toContain('{minlength');
    expect(validationMessages['cs-CZ'].maxLength).toContain('{maxlength');
    expect(validationMessages['cs-CZ'].searchMinLength).toContain('{numChars');
    expect(validationMessages['cs-CZ'].date).toContain('DD.MM.RRRR');
  });
});

describe('formatValidationMessage', () => {
  it('inflects counts in Czech', () => {
    expect(formatValidationMessage('cs-CZ', 'minLength', { minlength: 1 })).toBe('Zadejte alespoň 1 znak.');
    expect(formatValidationMessage('cs-CZ', 'minLength', { minlength: 3 })).toBe('Zadejte alespoň 3 znaky.');
    expect(formatValidationMessage('cs-CZ', 'searchMinLength', { numChars: 5 })).toBe(
      'Zadejte alespoň 5 znaků.',
    );
  });

  it('inflects counts in Romanian', () => {
    expect(formatValidationMessage('ro-RO', 'maxLength', { maxlength: 1 })).toBe(
      'Introduceți cel mult 1 caracter.',
    );
    expect(formatValidationMessage('ro-RO', 'maxLength', { maxlength: 2 })).toBe(
      'Introduceți cel mult 2 caractere.',
    );
    expect(formatValidationMessage('ro-RO', 'passwordMinLength', { minlength: 20 })).toBe(
      'Parola trebuie să aibă cel puțin 20 de caractere.',
    );
  });

  it('formats numbers the local way', () => {
    expect(formatValidationMessage('cs-CZ', 'minValue', { minValue: 1000 })).toBe(
      'Hodnota musí být alespoň 1\u00a0000.',
    );
    expect(formatValidationMessage('ro-RO', 'maxValue', { maxValue: 2.5 })).toBe(
      'Valoarea poate fi cel mult 2,5.',
    );
  });
});
