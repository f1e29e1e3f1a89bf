import { createIntl } from 'react-intl';
import { REQUOTE_MAX_UNITS, requoteBody, requoteServerErrors, validateRequote } from './requote-form.ts';

const cs = createIntl({ locale: 'cs-CZ' });
const ro = createIntl({ locale: 'ro-RO' });

describe('requote form', () => {
  it('turns whole crowns or lei into minor units, grouping spaces included', () => {
    expect(requoteBody({ price: '4500', note: '' }, 'CZK')).toEqual({ price: 450_000 });
    expect(requoteBody({ price: ' 12 345 ', note: '' }, 'CZK')).toEqual({ price: 1_234_500 });
    expect(requoteBody({ price: '1\u00a0100', note: '' }, 'RON')).toEqual({ price: 110_000 });
  });

  it('sends a trimmed note and leaves a blank one out', () => {
    expect(requoteBody({ price: '1', note: '  Prasklý displej ' }, 'CZK')).toEqual({
      price: 100,
      note: 'Prasklý displej',
    });
    expect(requoteBody({ price: '1', note: '   ' }, 'CZK')).toEqual({ price: 100 });
  });

  it('accepts a positive whole amount up to the limit', () => {
    expect(validateRequote({ price: '1', note: '' }, cs)).toEqual({});
    expect(validateRequote({ price: String(REQUOTE_MAX_UNITS), note: '' }, cs)).toEqual({});
  });

  it('explains a missing, broken, negative or oversized price, in the user’s language', () => {
    expect(validateRequote({ price: '', note: '' }, cs)).toEqual({ price: 'Tato hodnota je požadována.' });
    expect(validateRequote({ price: '99,90', note: '' }, cs)).toEqual({ price: 'Zadejte celé číslo.' });
    expect(validateRequote({ price: '-5', note: '' }, cs)).toEqual({ price: 'Zadejte kladné číslo.' });
    expect(validateRequote({ price: String(REQUOTE_MAX_UNITS + 1), note: '' }, ro)).toEqual({
      price: 'Valoarea poate fi cel mult 1.000.000.',
    });
  });

  it('limits the note to what the api keeps', () => {
    expect(validateRequote({ price: '10', note: 'x'.repeat(501) }, cs)).toEqual({
      note: 'Zadejte nejvýše 500 znaků.',
    });
  });

  it('places the api’s field errors: codes translated, other text as it is', () => {
    const refusal = (form: Record<string, string[]>) => ({
      status: 400,
      data: { type: 'validation', code: 'invalid_request', message: 'Invalid', errors: { form } },
    });
    expect(requoteServerErrors(refusal({ price: ['required'], note: ['Too rude.'] }), cs)).toEqual({
      price: 'Tato hodnota je požadována.',
      note: 'Too rude.',
    });
    expect(
      requoteServerErrors(
        { status: 409, data: { type: 'conflict', code: 'invalid_transition', message: 'No.' } },
        cs,
      ),
    ).toEqual({});
  });
});
