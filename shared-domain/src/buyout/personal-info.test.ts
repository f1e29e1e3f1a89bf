import {
  emptyPersonalInfo,
  personalInfoErrorsOf,
  sellOnlineBodyOf,
  sendToEmailErrorsOf,
} from './personal-info.ts';

describe('personalInfoErrorsOf', () => {
  it('maps each group’s wire fields to the form’s fields, keeping only fields with an error', () => {
    expect(
      personalInfoErrorsOf({
        buyout_device: {
          imei: ['Zadejte platné IMEI (15 číslic).'],
          serial_number: [],
          purchase_date: ['Datum nesmí být v budoucnosti.'],
          condition: ['Tato hodnota je požadována.'],
        },
        customer_data: {
          personal_identification_number: ['Zadejte platné rodné číslo.'],
          e_mail: ['Zadejte platnou e-mailovou adresu.'],
          bank_code: ['Zadejte platný kód banky.'],
        },
      }),
    ).toEqual({
      imei: ['Zadejte platné IMEI (15 číslic).'],
      purchaseDate: ['Datum nesmí být v budoucnosti.'],
      deviceCondition: ['Tato hodnota je požadována.'],
      birthNumber: ['Zadejte platné rodné číslo.'],
      email: ['Zadejte platnou e-mailovou adresu.'],
      bankCode: ['Zadejte platný kód banky.'],
    });
  });

  it('maps the pickup address to the alt* fields; altDistrict keeps its name', () => {
    expect(
      personalInfoErrorsOf({
        pickup_address: {
          street: ['a'],
          city: ['b'],
          postcode: ['c'],
          country: ['d'],
          altDistrict: ['e'],
        },
      }),
    ).toEqual({
      altStreet: ['a'],
      altCity: ['b'],
      altPostcode: ['c'],
      altCountry: ['d'],
      altDistrict: ['e'],
    });
  });

  it('gathers errors the form has no field for under "form"', () => {
    expect(
      personalInfoErrorsOf({
        form: { non_field_errors: ['Ceny se změnily.'] },
        customer_data: { location: ['x'] },
      }),
    ).toEqual({ form: ['Ceny se změnily.', 'x'] });
    expect(personalInfoErrorsOf(undefined)).toEqual({});
  });
});

describe('sendToEmailErrorsOf', () => {
  it('maps e_mail to the email field', () => {
    expect(
      sendToEmailErrorsOf({ form: { e_mail: ['Zadejte platnou e-mailovou adresu.'], note: ['n'] } }),
    ).toEqual({
      email: ['Zadejte platnou e-mailovou adresu.'],
      form: ['n'],
    });
  });
});

describe('sellOnlineBodyOf', () => {
  const info = {
    ...emptyPersonalInfo(1),
    imei: '356938035643809',
    purchaseDate: '15.03.2024',
    deviceCondition: 'used',
    birthNumber: '900101/0008',
    firstName: 'Jana',
    email: 'jana@example.cz',
    bankAccountNumber: '19-2000145399',
    bankCode: '0800',
  };

  it('groups the fields under their wire names and leaves empty optional ones out', () => {
    const body = sellOnlineBodyOf(info);
    expect(body.buyout_device).toEqual({
      imei: '356938035643809',
      serial_number: undefined,
      purchase_date: '15.03.2024',
      condition: 'used',
      note: undefined,
    });
    expect(body.customer_data).toMatchObject({
      personal_identification_number: '900101/0008',
      first_name: 'Jana',
      e_mail: 'jana@example.cz',
      bank_account_full_number: '19-2000145399',
      bank_code: '0800',
      country: 1,
      degree_before_name: undefined,
    });
    expect(body.pickup_address).toBeUndefined();
  });

  it('sends the alternative pickup address only when chosen', () => {
    const body = sellOnlineBodyOf({
      ...info,
      pickupAltAddress: true,
      altStreet: 'Dlouhá 5',
      altCity: 'Brno',
      altPostcode: '602 00',
      altCountry: '3',
    });
    expect(body.pickup_address).toEqual({
      district: undefined,
      street: 'Dlouhá 5',
      city: 'Brno',
      postcode: '602 00',
      country: 3,
    });
  });

  it('starts a form in the shop’s default country', () => {
    expect(emptyPersonalInfo(2)).toMatchObject({
      country: '2',
      altCountry: '2',
      pickupAltAddress: false,
      email: '',
    });
  });
});
