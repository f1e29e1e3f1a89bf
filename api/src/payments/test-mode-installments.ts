import type { Money } from 'shared-domain';
import {
  type FinancedLimits,
  type InstallmentCompanyAdapter,
  type InstallmentOption,
  type InstallmentProvider,
  type LoanFinalised,
  type LoanToFinalise,
  monthlyPayment,
  withinLimits,
} from './installment-provider.ts';

// TEST MODE: the built-in installment adapter. No installment company is asked; its fixed price
// list stands in for one so the whole purchase can be tried without a contract. A real adapter
// implements InstallmentProvider with the company's own plans and limits and is chosen by
// configuration.

interface TestPlan {
  code: string;
  months: number;
  apr: number;
  /** The smallest price (minor units) this plan finances, per currency, within the company's limits. */
  minimum: Record<Money['currency'], number>;
}

/** What the test company finances at all: 3 000–200 000 Kč / 600–40 000 Lei. */
export const testModeLimits: FinancedLimits = {
  CZK: { min: 300_000, max: 20_000_000 },
  RON: { min: 60_000, max: 4_000_000 },
};

export const testModePlans: readonly TestPlan[] = [
  { code: 'test-10x', months: 10, apr: 0, minimum: { CZK: 300_000, RON: 60_000 } },
  { code: 'test-20x', months: 20, apr: 9.9, minimum: { CZK: 500_000, RON: 100_000 } },
  { code: 'test-30x', months: 30, apr: 14.9, minimum: { CZK: 800_000, RON: 160_000 } },
];

export const testModeInstallments: InstallmentProvider = {
  name: 'Test mode installments',
  testMode: true,
  limits: (currency) => testModeLimits[currency],
  optionsFor(price: Money): InstallmentOption[] {
    if (!withinLimits(testModeInstallments, price)) return [];
    return testModePlans
      .filter((plan) => price.amount >= plan.minimum[price.currency])
      .map((plan) => {
        const monthly = monthlyPayment(price.amount, plan.months, plan.apr);
        return {
          code: plan.code,
          months: plan.months,
          apr: plan.apr,
          monthly: { amount: monthly, currency: price.currency },
          total: { amount: monthly * plan.months, currency: price.currency },
        };
      });
  },
};

/** The loans test mode "finalised", newest last: what a real company would have been sent. */
export const testModeFinalisedLoans: (LoanToFinalise & { at: Date })[] = [];
const FINALISED_KEPT = 1000;

/**
 * TEST MODE: finalising a loan (status 'sent') asks no installment company. The loan is recorded
 * here and in the order's installment (its reference and time), and the answer says it is test mode.
 */
export const testModeInstallmentCompany: InstallmentCompanyAdapter = {
  kind: 'test',
  testMode: true,
  async finalise(loan: LoanToFinalise): Promise<LoanFinalised> {
    testModeFinalisedLoans.push({ ...loan, at: new Date() });
    if (testModeFinalisedLoans.length > FINALISED_KEPT) testModeFinalisedLoans.shift();
    return {
      reference: `TEST-${loan.orderNumber}`,
      testMode: true,
      message: 'Test mode: no installment company was contacted; the loan is recorded as finalised.',
    };
  },
};
