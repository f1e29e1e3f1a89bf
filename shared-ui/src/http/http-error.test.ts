import { fieldErrorsOf, isApiErrorBody } from './http-error.ts';

describe('isApiErrorBody', () => {
  it('accepts the api error shape', () => {
    expect(isApiErrorBody({ type: 'conflict', code: 'out_of_stock', message: 'Vyprodáno' })).toBe(true);
  });

  it.each([null, 'text', { code: 'x', message: 'y' }, { type: 'weird', code: 'x', message: 'y' }])(
    'rejects %p',
    (value) => {
      expect(isApiErrorBody(value)).toBe(false);
    },
  );
});

describe('fieldErrorsOf', () => {
  it('returns the first message of each field by its dotted path, the "form" group unprefixed', () => {
    const body = {
      type: 'validation' as const,
      code: 'validation_failed',
      message: 'Chyba',
      errors: {
        form: { 'order_billing_address.city': ['Povinné'] },
        order_billing_address: { email: ['Neplatný e-mail', 'Příliš dlouhý'], phone: [] },
      },
    };
    expect(fieldErrorsOf(body)).toEqual({
      'order_billing_address.city': 'Povinné',
      'order_billing_address.email': 'Neplatný e-mail',
    });
  });

  it('keeps the first message when both groupings name the same field', () => {
    const body = {
      type: 'validation' as const,
      code: 'validation_failed',
      message: 'Chyba',
      errors: { form: { 'customer.email': ['První'] }, customer: { email: ['Druhá'] } },
    };
    expect(fieldErrorsOf(body)).toEqual({ 'customer.email': 'První' });
  });

  it('is empty without field errors', () => {
    expect(fieldErrorsOf({ type: 'conflict', code: 'out_of_stock', message: 'Vyprodáno' })).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});
