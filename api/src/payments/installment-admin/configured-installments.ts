import { type CurrencyCode, type Money, type ShopCode, shops } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import type { FinancedRange, InstallmentOption, InstallmentProvider } from '../installment-provider.ts';
import { planPrice } from '../installment-provider.ts';
import { selectOfferedPlans } from './installment-company-repository.ts';

// The storefront's installment offers come from the price lists staff keep in the installment
// admin: every active company of the shop with its active price lists valid today. Read once per
// request and answered synchronously, so the checkout, the order and the product page keep using
// the InstallmentProvider interface they already had.

export interface ConfiguredPlan {
  code: string;
  barem: string;
  type: string;
  months: number;
  apr: number;
  downPaymentPercent: number;
  minAmount: number | null;
}

export interface ConfiguredCompany {
  id: number;
  name: string;
  testMode: boolean;
  min: number;
  max: number;
  plans: ConfiguredPlan[];
}

/** An offer's plan code → the company it came from (the order keeps which company lends). */
export interface ConfiguredInstallments extends InstallmentProvider {
  companyOf(planCode: string): ConfiguredCompany | undefined;
}

/** Today's calendar day in the shop's time zone, YYYY-MM-DD (price lists are valid by the day). */
export function shopToday(shop: ShopCode, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: shops[shop].timeZone }).format(now);
}

export async function loadConfiguredCompanies(
  db: Db,
  shop: ShopCode,
  now: Date,
): Promise<ConfiguredCompany[]> {
  const today = shopToday(shop, now);
  const rows = await selectOfferedPlans(db, shop, today);
  const companies = new Map<number, ConfiguredCompany>();
  for (const row of rows) {
    let company = companies.get(row.companyId);
    if (!company) {
      company = {
        id: row.companyId,
        name: row.name,
        testMode: row.adapter === 'test',
        min: row.companyMin,
        max: row.companyMax,
        plans: [],
      };
      companies.set(row.companyId, company);
    }
    company.plans.push({
      code: row.code,
      barem: row.barem,
      type: row.type,
      months: row.months,
      apr: Number(row.apr),
      downPaymentPercent: Number(row.down_payment_percent ?? 0),
      minAmount: row.min_amount,
    });
  }
  return [...companies.values()];
}

/** The offers of the configured companies as one provider (the first company's plan wins a shared code). */
export function configuredProvider(shop: ShopCode, companies: ConfiguredCompany[]): ConfiguredInstallments {
  const currency = shops[shop].currency;
  const within = (company: ConfiguredCompany, amount: number) =>
    amount >= company.min && amount <= company.max;
  const testMode = companies.length === 0 || companies.every((company) => company.testMode);
  return {
    name: companies.map((company) => company.name).join(', '),
    testMode,
    limits(wanted: CurrencyCode): FinancedRange {
      // No active company: no amount but zero is within the limits, and no plan is offered.
      if (wanted !== currency || companies.length === 0) return { min: 0, max: 0 };
      return {
        min: Math.min(...companies.map((company) => company.min)),
        max: Math.max(...companies.map((company) => company.max)),
      };
    },
    optionsFor(price: Money): InstallmentOption[] {
      if (price.currency !== currency) return [];
      const seen = new Set<string>();
      const options: InstallmentOption[] = [];
      for (const company of companies) {
        if (!within(company, price.amount)) continue;
        for (const plan of company.plans) {
          if (seen.has(plan.code) || (plan.minAmount !== null && price.amount < plan.minAmount)) continue;
          seen.add(plan.code);
          const priced = planPrice(price.amount, plan.months, plan.apr, plan.downPaymentPercent);
          options.push({
            code: plan.code,
            months: plan.months,
            apr: plan.apr,
            monthly: { amount: priced.monthly, currency },
            total: { amount: priced.total, currency },
            barem: plan.barem,
            type: plan.type,
            provider: company.name,
            testMode: company.testMode,
            ...(priced.downPayment > 0 ? { downPayment: { amount: priced.downPayment, currency } } : {}),
          });
        }
      }
      return options;
    },
    companyOf(planCode: string) {
      return companies.find((company) => company.plans.some((plan) => plan.code === planCode));
    },
  };
}

/** The shop's installment offers as staff configured them, for one request. */
export async function configuredInstallments(
  db: Db,
  shop: ShopCode,
  now = new Date(),
): Promise<ConfiguredInstallments> {
  return configuredProvider(shop, await loadConfiguredCompanies(db, shop, now));
}
