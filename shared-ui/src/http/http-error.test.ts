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
  it('returns the first message of each field of a group', () => {
    const body = {
      type: 'validation' as const,
      code: 'validation_failed',
      message: 'Chyba',
      errors: { customer_data: { email: ['Neplatný e-mail', 'Příliš dlouhý'], phone: [] } },
    };
    expect(fieldErrorsOf(body, 'customer_data')).toEqual({ email: 'Neplatný e-mail' });
    expect(fieldErrorsOf(body)).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});
