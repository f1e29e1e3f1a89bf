import type { InstallmentOverview, OrderDetail } from 'shared-domain';

export const CZ_TOKEN = 'tok-cz-0123456789abcdef';
export const RO_TOKEN = 'tok-ro-0123456789abcdef';

const czk = (amount: number) => ({ amount, currency: 'CZK' as const });
const ron = (amount: number) => ({ amount, currency: 'RON' as const });

/** A shipped Czech order with a service line, every document and every next step. */
export const czOrder: OrderDetail = {
  number: 'CZ26000123',
  createdAt: '2026-03-02T10:15:00.000Z',
  status: 'shipped',
  paymentStatus: 'paid',
  paymentType: 'card',
  paidAt: '2026-03-02T10:20:00.000Z',
  deliveryType: 'pickup_point',
  deliveryPlace: 'Z-BOX Praha 7, Dukelských hrdinů 12',
  deliveryNumber: 'Z 1234 5678 90',
  deliveryStatus: 'in_transit',
  pickupReadyFrom: null,
  customerName: 'Jana Nováková',
  company: 'Nováková s.r.o.',
  billingAddress: {
    name: 'Jana Nováková',
    company: 'Nováková s.r.o.',
    street: 'Korunní 12',
    city: 'Praha 2',
    postcode: '120 00',
  },
  deliveryAddress: {
    name: 'Petr Novák',
    company: null,
    street: 'Milady Horákové 8',
    city: 'Praha 7',
    postcode: '170 00',
  },
  items: [
    {
      code: '0194253401234',
      product: 'Apple iPhone 15 128GB Černá',
      productSeoName: 'apple-iphone-15-128gb-cerna',
      kind: 'product',
      quantity: 1,
      unitPrice: czk(2_199_000),
      finalPrice: czk(2_099_000),
    },
    {
      code: 'POJ-24',
      product: 'Pojištění proti poškození na 24 měsíců',
      productSeoName: null,
      kind: 'insurance',
      quantity: 1,
      unitPrice: czk(149_000),
      finalPrice: czk(149_000),
    },
  ],
  totals: { total: czk(2_255_900), vat: czk(391_517), delivery: czk(7_900), discounts: czk(-100_000) },
  invoiceUrl: '/api/new/orders/CZ26000123/invoice.pdf?token=tok-cz-0123456789abcdef',
  creditNoteUrl: '/api/new/orders/CZ26000123/credit-note.pdf?token=tok-cz-0123456789abcdef',
  hasInstallment: true,
  withdrawalUntil: '2026-03-19',
  withdrawn: false,
  canRetryPayment: false,
  accessToken: CZ_TOKEN,
};

/** A Romanian card order whose payment failed: nothing to download yet, payment can be retried. */
export const roOrder: OrderDetail = {
  ...czOrder,
  number: 'RO26000045',
  status: 'new',
  paymentStatus: 'not_paid',
  paidAt: null,
  deliveryType: 'courier',
  deliveryPlace: null,
  deliveryNumber: null,
  deliveryStatus: 'preparing',
  pickupReadyFrom: null,
  customerName: 'Ana Popescu',
  company: null,
  billingAddress: {
    name: 'Ana Popescu',
    company: null,
    street: 'Strada Lipscani 10',
    city: 'București',
    postcode: '030031',
  },
  deliveryAddress: null,
  items: [
    {
      code: '8806095301234',
      product: 'Samsung Galaxy S24 256GB Negru',
      productSeoName: 'samsung-galaxy-s24-256gb-negru',
      kind: 'product',
      quantity: 2,
      unitPrice: ron(429_900),
      finalPrice: ron(859_800),
    },
  ],
  totals: { total: ron(861_299), vat: ron(137_518), delivery: ron(1_499), discounts: ron(0) },
  invoiceUrl: null,
  creditNoteUrl: null,
  hasInstallment: false,
  withdrawalUntil: null,
  canRetryPayment: true,
  accessToken: RO_TOKEN,
};

export const czInstallment: InstallmentOverview = {
  provider: 'Home Credit',
  testMode: true,
  barem: 'Nula navíc 10 × 10 %',
  count: 3,
  apr: 19.9,
  monthly: czk(733_000),
  total: czk(2_199_000),
  financed: czk(2_099_000),
  arrangeType: 'online',
  status: 'approved',
  schedule: [
    { dueDate: '2026-04-15', amount: czk(733_000) },
    { dueDate: '2026-05-15', amount: czk(733_000) },
    { dueDate: '2026-06-15', amount: czk(733_000) },
  ],
};

export const apiError = (type: string, code: string, message: string) => ({ type, code, message });
