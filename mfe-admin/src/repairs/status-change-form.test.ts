import { serviceStatusChangeSchema } from 'shared-domain/contracts';
import type { ApiError } from 'shared-ui';
import {
  checkStatusChange,
  REPAIR_NOTE_MAX_LENGTH,
  type StatusChangeValues,
  statusChangeServerErrors,
} from './status-change-form.ts';

const values = (overrides: Partial<StatusChangeValues>): StatusChangeValues => ({
  status: 'diagnosed',
  price: '',
  note: '',
  ...overrides,
});

describe('the status change form', () => {
  it('limits the note exactly as the api schema does', () => {
    const body = (note: string) => ({ status: 'diagnosed', quote_price: 100, note });
    expect(serviceStatusChangeSchema.safeParse(body('x'.repeat(REPAIR_NOTE_MAX_LENGTH))).success).toBe(true);
    expect(serviceStatusChangeSchema.safeParse(body('x'.repeat(REPAIR_NOTE_MAX_LENGTH + 1))).success).toBe(
      false,
    );
  });

  it('sends a step other than the diagnosis without a price or a note, whatever was typed', () => {
    expect(checkStatusChange(values({ status: 'received', price: '12', note: 'x' }), 'CZK', 'cs-CZ')).toEqual(
      {
        ok: true,
        body: { status: 'received' },
      },
    );
  });

  it('turns whole crowns or lei into minor units and leaves an empty note out', () => {
    expect(checkStatusChange(values({ price: '4 500' }), 'CZK', 'cs-CZ')).toEqual({
      ok: true,
      body: { status: 'diagnosed', quote_price: 450_000 },
    });
    expect(checkStatusChange(values({ price: '349', note: ' Baterie ' }), 'RON', 'ro-RO')).toEqual({
      ok: true,
      body: { status: 'diagnosed', quote_price: 34_900, note: 'Baterie' },
    });
  });

  it('explains a missing status, price or a long note in the shop’s language', () => {
    expect(checkStatusChange(values({ status: '' }), 'CZK', 'cs-CZ')).toEqual({
      ok: false,
      errors: { status: 'Tato hodnota je požadována.' },
    });
    expect(checkStatusChange(values({ price: '' }), 'RON', 'ro-RO')).toEqual({
      ok: false,
      errors: { price: 'Această valoare este obligatorie.' },
    });
    const long = checkStatusChange(values({ price: '10', note: 'x'.repeat(1001) }), 'CZK', 'cs-CZ');
    expect(long.ok).toBe(false);
    expect(!long.ok && long.errors.note).toMatch(/^Zadejte nejvýše 1\s?000 znaků\.$/);
  });

  it("puts the api's price error at the price field", () => {
    const refused: ApiError = {
      status: 400,
      data: {
        type: 'validation',
        code: 'quote_price_required',
        message: 'Po diagnostice zadejte cenu opravy.',
        errors: { form: { quote_price: ['Tato hodnota je požadována.'] } },
      },
    };
    expect(statusChangeServerErrors(refused)).toEqual({ price: 'Tato hodnota je požadována.' });
    expect(statusChangeServerErrors(new Error('offline'))).toEqual({});
  });
});
