import type { InstallmentCompany, InstallmentPriceList, Locale } from 'shared-domain';
import {
  installmentCompanyInputSchema,
  installmentPriceListInputSchema,
} from 'shared-domain/contracts/staff.ts';
import { type FormErrors, formErrorsOfIssues, parseDecimal } from 'shared-domain/validation';

// The installment admin's forms keep what staff type as text; a save turns it into the api's
// payload and checks it with the api's own schema first, so both sides name the same rules.
// Amounts are typed in whole Kč / Lei and sent in minor units.

export interface CompanyValues {
  code: string;
  name: string;
  minAmount: string;
  maxAmount: string;
  active: boolean;
}

export interface PriceListValues {
  code: string;
  barem: string;
  type: string;
  months: string;
  apr: string;
  downPaymentPercent: string;
  minAmount: string;
  validFrom: string;
  validTo: string;
  active: boolean;
}

export const companyFields = ['code', 'name', 'minAmount', 'maxAmount'] as const;
export const priceListFields = [
  'code',
  'barem',
  'type',
  'months',
  'apr',
  'downPaymentPercent',
  'minAmount',
  'validFrom',
  'validTo',
] as const;

const wholeUnits = (amount: number | null) => (amount === null ? '' : String(amount / 100));
const decimalText = (value: number | null, locale: Locale) =>
  value === null ? '' : value.toLocaleString(locale, { useGrouping: false, maximumFractionDigits: 2 });

export function companyValuesOf(company?: InstallmentCompany): CompanyValues {
  return {
    code: company?.code ?? '',
    name: company?.name ?? '',
    minAmount: wholeUnits(company?.minAmount ?? null),
    maxAmount: wholeUnits(company?.maxAmount ?? null),
    active: company?.active ?? true,
  };
}

export function priceListValuesOf(locale: Locale, list?: InstallmentPriceList): PriceListValues {
  return {
    code: list?.code ?? '',
    barem: list?.barem ?? '',
    type: list?.type ?? '',
    months: list ? String(list.months) : '',
    apr: decimalText(list?.apr ?? null, locale),
    downPaymentPercent: decimalText(list?.downPaymentPercent ?? null, locale),
    minAmount: wholeUnits(list?.minAmount ?? null),
    validFrom: list?.validFrom ?? '',
    validTo: list?.validTo ?? '',
    active: list?.active ?? true,
  };
}

/** Typed text → number (NaN when it is not one, so the schema names the rule); '' → undefined. */
function numberOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return parseDecimal(text) ?? Number.NaN;
}
/** Whole units typed → minor units; kept as typed when not a number so the schema refuses it. */
function minorOf(text: string): number | undefined {
  const value = numberOf(text);
  return value === undefined || Number.isNaN(value) ? value : Math.round(value * 100);
}
const orNull = <T>(value: T | undefined) => (value === undefined ? null : value);

type Checked<T> = { ok: true; payload: T } | { ok: false; errors: FormErrors };

export function checkCompany(values: CompanyValues, locale: Locale): Checked<CompanyPayload> {
  const payload = {
    code: values.code,
    name: values.name,
    minAmount: minorOf(values.minAmount),
    maxAmount: minorOf(values.maxAmount),
    active: values.active,
  };
  const result = installmentCompanyInputSchema.safeParse(payload);
  return result.success
    ? { ok: true, payload: result.data }
    : { ok: false, errors: formErrorsOfIssues(result.error.issues, locale) };
}
export type CompanyPayload = ReturnType<typeof installmentCompanyInputSchema.parse>;

export function checkPriceList(values: PriceListValues, locale: Locale): Checked<PriceListPayload> {
  const payload = {
    code: values.code,
    barem: values.barem,
    type: values.type,
    months: numberOf(values.months),
    apr: numberOf(values.apr),
    downPaymentPercent: orNull(numberOf(values.downPaymentPercent)),
    minAmount: orNull(minorOf(values.minAmount)),
    validFrom: values.validFrom || null,
    validTo: values.validTo || null,
    active: values.active,
  };
  const result = installmentPriceListInputSchema.safeParse(payload);
  return result.success
    ? { ok: true, payload: result.data }
    : { ok: false, errors: formErrorsOfIssues(result.error.issues, locale) };
}
export type PriceListPayload = ReturnType<typeof installmentPriceListInputSchema.parse>;
