import { emptyPersonalInfo, type PersonalInfoValues } from 'shared-domain/buyout';
import { validPersonalInfo } from './test-fixtures.ts';
import { checkSellOnline } from './validate-sell-online.ts';

const appraisal = {
  device_identifier: 1000,
  appraisal_version: 3,
  device_condition_choices: [{ condition: 1, value: 11 }],
};

function info(shop: 'cz' | 'ro', changes: Partial<PersonalInfoValues> = {}): PersonalInfoValues {
  const defaultCountry = shop === 'cz' ? 1 : 2;
  return { ...emptyPersonalInfo(defaultCountry), ...validPersonalInfo[shop], ...changes };
}

describe('checkSellOnline', () => {
  it('passes a complete form and returns the body the api reads', () => {
    const result = checkSellOnline('cz', appraisal, info('cz', { postcode: '60200' }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.customer_data).toMatchObject({ postcode: '602 00', phone_number: '+420777123456' });
    expect(result.body.pickup_address).toBeUndefined();
  });

  it('names the client fields of each group, the pickup address under its alt names', () => {
    const result = checkSellOnline(
      'cz',
      appraisal,
      info('cz', { imei: '1', email: 'x@', pickupAltAddress: true, altPostcode: '12', altCountry: '99' }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      imei: ['Zadejte platné IMEI (15 číslic).'],
      email: ['Zadejte platnou e-mailovou adresu.'],
      altStreet: ['Tato hodnota je požadována.'],
      altCity: ['Tato hodnota je požadována.'],
      altPostcode: ['Zadejte platné PSČ.'],
      altCountry: ['Tato hodnota je požadována.'],
    });
  });

  it('speaks the shop’s language and puts a missing appraisal under the whole form', () => {
    const result = checkSellOnline('ro', null, info('ro', { bankAccountNumber: 'RO00' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.bankAccountNumber).toEqual(['Introduceți un IBAN valid.']);
    expect(result.errors.form).toEqual(expect.arrayContaining(['Această valoare este obligatorie.']));
  });
});
