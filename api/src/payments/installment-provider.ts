import type { CurrencyCode, Money } from 'shared-domain';

// The installment companies sit behind this adapter, like every external service. The shop asks
// it what a price costs per month; a real provider answers from its own price list (a "barem"),
// the built-in test-mode adapter from a fixed one.

/** One way to pay a price off: so many monthly payments at an annual percentage rate. */
export interface InstallmentOption {
  /** The provider's code of the plan, e.g. "test-30x". */
  code: string;
  months: number;
  /** Annual percentage rate in percent (14.9 means 14.9 %). */
  apr: number;
  /** Each monthly payment, rounded up to whole Kč / Lei. */
  monthly: Money;
  /** What the customer pays in all (the down payment included). */
  total: Money;
  /** From a configured price list (installment admin): its name and type, and its company. */
  barem?: string;
  type?: string;
  provider?: string;
  testMode?: boolean;
  /** Paid up front when the price list asks for one; the rest is financed. */
  downPayment?: Money;
}

/** The smallest and the largest amount (minor units) an installment company finances. */
export interface FinancedRange {
  min: number;
  max: number;
}

export type FinancedLimits = Record<CurrencyCode, FinancedRange>;

export interface InstallmentProvider {
  /** Shown to customers and staff; a test adapter says so in its name. */
  readonly name: string;
  readonly testMode: boolean;
  /** What the company finances at all: none of its plans is offered outside this range. */
  limits(currency: CurrencyCode): FinancedRange;
  /** The plans that can finance this price (none outside the company's limits). */
  optionsFor(price: Money): InstallmentOption[];
}

/** Whether the company finances this price at all. */
export function withinLimits(provider: InstallmentProvider, price: Money): boolean {
  const { min, max } = provider.limits(price.currency);
  return price.amount >= min && price.amount <= max;
}

/** The option with the lowest monthly payment ("from 562 Kč a month"), or null when none applies. */
export function cheapestMonthly(provider: InstallmentProvider, price: Money): InstallmentOption | null {
  let best: InstallmentOption | null = null;
  for (const option of provider.optionsFor(price)) {
    if (!best || option.monthly.amount < best.monthly.amount) best = option;
  }
  return best;
}

/** A loan the shop asks the installment company to finalise (the order's installment moves to 'sent'). */
export interface LoanToFinalise {
  orderNumber: string;
  planCode: string;
  financed: Money;
  months: number;
  monthly: Money;
}

/** The company's answer: its reference of the loan; a test adapter says it is test mode. */
export interface LoanFinalised {
  reference: string;
  testMode: boolean;
  message: string;
}

/**
 * The installment company's side of a placed order. `finalise` is called when staff move the
 * order's installment to 'sent'; it throws when the company refuses or cannot be reached, and the
 * status then stays as it was.
 */
export interface InstallmentCompanyAdapter {
  readonly kind: string;
  readonly testMode: boolean;
  finalise(loan: LoanToFinalise): Promise<LoanFinalised>;
}

/** What one plan costs for an amount: the down payment, what is financed, each month and in all. */
export interface PlanPrice {
  downPayment: number;
  financed: number;
  monthly: number;
  total: number;
}

/**
 * The one calculation of a plan's price, shared by the storefront's offers, the order and the
 * installment admin: the down payment (percent of the amount, rounded up to whole units), the rest
 * paid off by the annuity below.
 */
export function planPrice(amount: number, months: number, apr: number, downPaymentPercent = 0): PlanPrice {
  const downPayment = downPaymentPercent > 0 ? Math.ceil((amount * downPaymentPercent) / 100 / 100) * 100 : 0;
  const financed = Math.max(amount - downPayment, 0);
  const monthly = monthlyPayment(financed, months, apr);
  return { downPayment, financed, monthly, total: downPayment + monthly * months };
}

/**
 * Annuity payment of `amount` minor units over `months` at `apr` percent a year, rounded up to
 * whole units (100 minor units), as installment companies quote it.
 */
export function monthlyPayment(amount: number, months: number, apr: number): number {
  const rate = apr / 100 / 12;
  const exact = rate === 0 ? amount / months : (amount * rate) / (1 - (1 + rate) ** -months);
  return Math.ceil(exact / 100) * 100;
}
