import type { BuyoutData, Locale } from 'shared-domain';
import { buyoutCountries } from 'shared-domain/buyout';

type Record_ = BuyoutData['customer_data'];

function text(record: Record_ | null, key: string): string {
  const value = record?.[key];
  return value === null || value === undefined ? '' : String(value).trim();
}

function join(parts: string[], separator = ' '): string {
  return parts.filter(Boolean).join(separator);
}

/** Country options are ids; their names come from Intl in the customer's language. */
export function countryName(value: string | number | null | undefined, locale: Locale): string {
  const country = buyoutCountries.find((candidate) => candidate.id === Number(value));
  if (!country) return '';
  return new Intl.DisplayNames([locale], { type: 'region' }).of(country.code) ?? country.code;
}

export function addressLines(record: Record_ | null, locale: Locale): string[] {
  return [
    text(record, 'street'),
    join([text(record, 'postcode'), text(record, 'city')]),
    text(record, 'district'),
    countryName(record?.country, locale),
  ].filter(Boolean);
}

/**
 * The customer's data as review mode shows it: who, how to reach them and where the money goes.
 * Birth number and identity card are not repeated on screen; they only serve the purchase contract.
 */
export function customerDetails(record: Record_, locale: Locale) {
  const account = text(record, 'bank_account_full_number');
  const bankCode = text(record, 'bank_code');
  return {
    name: join([text(record, 'degree_before_name'), text(record, 'first_name'), text(record, 'last_name')]),
    email: text(record, 'e_mail'),
    phone: text(record, 'phone_number'),
    address: addressLines(record, locale),
    // A Czech account names its bank by a code ("19-2000145399/0800"); a Romanian IBAN names it itself.
    bankAccount: bankCode ? `${account}/${bankCode}` : account,
  };
}
