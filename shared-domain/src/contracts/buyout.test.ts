import { sellOnlineRequestSchemaFor } from './buyout.ts';

// The sell-online schema is what both the form and the api validate with; these are its shop rules.
const appraisalPart = {
  device_identifier: 12,
  appraisal_version: 1,
  device_condition_choices: [{ condition: 1, value: 2 }],
};
const customer = {
  identity_card_number: '123456789',
  identity_released_by: 'MěÚ Brno',
  identity_valid_to: '01.01.2099',
  first_name: 'Jana',
  last_name: 'Nováková',
  gender: 'female',
  street: 'Dlouhá 5',
  city: 'Brno',
  country: 1,
  nationality: 'česká',
  place_of_birth: 'Brno',
  e_mail: 'Jana@Example.cz',
};
const czRequest = {
  ...appraisalPart,
  customer_data: {
    ...customer,
    personal_identification_number: '900101/1239',
    postcode: '602 00',
    phone_number: '603 123 456',
    bank_account_full_number: '19-2000145399',
    bank_code: '0800',
  },
  buyout_device: { imei: '356938035643809', purchase_date: '15.03.2024', condition: 'like_new' },
};
const roRequest = {
  ...appraisalPart,
  customer_data: {
    ...customer,
    identity_card_number: 'RX123456',
    country: 2,
    personal_identification_number: '1900101400012',
    postcode: '010011',
    phone_number: '0721 234 567',
    bank_account_full_number: 'RO49 AAAA 1B31 0075 9384 0000',
  },
  buyout_device: {
    imei: '356938035643809',
    serial_number: '',
    purchase_date: '01.09.2023',
    condition: 'used',
    note: '',
  },
};

function issuesOf(shop: 'cz' | 'ro', body: unknown) {
  const result = sellOnlineRequestSchemaFor(shop).safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('sellOnlineRequestSchemaFor', () => {
  it('accepts a complete Czech request and normalises it', () => {
    const parsed = sellOnlineRequestSchemaFor('cz').parse(czRequest);
    expect(parsed.customer_data.e_mail).toBe('jana@example.cz');
    expect(parsed.customer_data.bank_account_full_number).toBe('19-2000145399');
    expect(parsed.pickup_address).toBeUndefined();
  });

  it('accepts a complete Romanian request with an IBAN and no bank code', () => {
    const parsed = sellOnlineRequestSchemaFor('ro').parse(roRequest);
    expect(parsed.customer_data.bank_account_full_number).toBe('RO49AAAA1B31007593840000');
  });

  it('checks the personal number of the shop: birth number in cz, CNP in ro', () => {
    expect(
      issuesOf('cz', {
        ...czRequest,
        customer_data: { ...czRequest.customer_data, personal_identification_number: '1900101400012' },
      }),
    ).toEqual(['customer_data.personal_identification_number:birthNumber']);
    expect(
      issuesOf('ro', {
        ...roRequest,
        customer_data: { ...roRequest.customer_data, personal_identification_number: '900101/1239' },
      }),
    ).toEqual(['customer_data.personal_identification_number:cnp']);
  });

  it('checks the payout account: Czech account and bank code in cz, a Romanian IBAN in ro', () => {
    expect(
      issuesOf('cz', {
        ...czRequest,
        customer_data: {
          ...czRequest.customer_data,
          bank_account_full_number: '19-2000145398',
          bank_code: '1234',
        },
      }),
    ).toEqual([
      'customer_data.bank_account_full_number:bankAccountNumber',
      'customer_data.bank_code:bankCode',
    ]);
    expect(
      issuesOf('ro', {
        ...roRequest,
        customer_data: { ...roRequest.customer_data, bank_account_full_number: 'CZ6508000000192000145399' },
      }),
    ).toEqual(['customer_data.bank_account_full_number:iban']);
  });

  it('groups device, customer and pickup-address errors', () => {
    const issues = issuesOf('cz', {
      ...czRequest,
      customer_data: {
        ...czRequest.customer_data,
        degree_before_name: 'Ing',
        identity_valid_to: '01.01.2001',
      },
      buyout_device: { ...czRequest.buyout_device, imei: '356938035643808' },
      pickup_address: { street: '', city: 'Brno', postcode: '12', country: 99 },
    });
    expect(issues).toEqual([
      'customer_data.identity_valid_to:dateInPast',
      'customer_data.degree_before_name:titleBeforeName',
      'pickup_address.street:required',
      'pickup_address.postcode:postcode',
      'pickup_address.country:required',
      'buyout_device.imei:imei',
    ]);
  });

  it('asks when the device was bought (a real day, not in the future) and whether it is nearly new or used', () => {
    const device = (change: Record<string, unknown>) =>
      issuesOf('cz', { ...czRequest, buyout_device: { ...czRequest.buyout_device, ...change } });
    expect(device({ purchase_date: '01.01.2999' })).toEqual(['buyout_device.purchase_date:dateInFuture']);
    expect(device({ purchase_date: '31.02.2024' })).toEqual(['buyout_device.purchase_date:date']);
    expect(device({ purchase_date: '', condition: '' })).toEqual([
      'buyout_device.purchase_date:required',
      'buyout_device.condition:required',
    ]);
    expect(device({ condition: 'broken' })).toEqual(['buyout_device.condition:required']);
    expect(issuesOf('ro', { ...roRequest, buyout_device: { imei: '356938035643809' } })).toEqual([
      'buyout_device.purchase_date:required',
      'buyout_device.condition:required',
    ]);
  });

  it('does not take a price from the client', () => {
    const parsed = sellOnlineRequestSchemaFor('cz').parse({ ...czRequest, price: 1 });
    expect(parsed).not.toHaveProperty('price');
  });
});
