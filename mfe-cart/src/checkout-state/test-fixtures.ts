import type {
  CartPageData,
  Deliveries,
  DispensingPlace,
  InstallmentOffer,
  OrderDetail,
  Payments,
} from 'shared-domain';
import type { CheckoutState } from './checkout-slice.ts';

// Realistic api answers for the checkout's component tests (contracts/checkout.ts, orders.ts).

const czk = (amount: number) => ({ amount, currency: 'CZK' as const });
const week = [
  { day: 'mon' as const, opens: '09:00', closes: '20:00' },
  { day: 'sat' as const, opens: '09:00', closes: '14:00' },
];

export const deliveries: Deliveries = {
  testMode: false,
  methods: [
    {
      type: 'store',
      name: 'Osobní odběr na prodejně',
      carrier: 'Mobilní svět',
      description: '',
      price: czk(0),
      available: true,
      unavailableReason: null,
    },
    {
      type: 'pickup_point',
      name: 'Výdejní místo',
      carrier: 'Zásilkovna',
      description: 'Do 2 dnů',
      price: czk(7900),
      available: true,
      unavailableReason: null,
    },
    {
      type: 'courier',
      name: 'Kurýr na adresu',
      carrier: 'PPL',
      description: '',
      price: czk(12900),
      available: true,
      unavailableReason: null,
    },
    {
      type: 'express',
      name: 'Expres ještě dnes',
      carrier: 'Liftago',
      description: 'Praha',
      price: czk(19900),
      available: true,
      unavailableReason: null,
    },
  ],
  stores: [
    {
      id: 3,
      seoName: 'praha-andel',
      name: 'Praha Anděl',
      street: 'Nádražní 344/23',
      city: 'Praha 5',
      postcode: '150 00',
      openingHours: week,
      allInStock: true,
      readyInMinutes: 30,
      timeslots: [
        { from: '2026-05-12T10:00:00+02:00', to: '2026-05-12T12:00:00+02:00' },
        { from: '2026-05-12T14:00:00+02:00', to: '2026-05-12T16:00:00+02:00' },
      ],
    },
    {
      id: 4,
      seoName: 'brno-centrum',
      name: 'Brno Centrum',
      street: 'Masarykova 12',
      city: 'Brno',
      postcode: '602 00',
      openingHours: week,
      allInStock: false,
      readyInMinutes: null,
      timeslots: [],
    },
  ],
};

export const payments: Payments = {
  methods: [
    {
      type: 'card',
      name: 'Platební karta',
      description: 'Online',
      fee: czk(0),
      available: true,
      unavailableReason: null,
      testMode: true,
    },
    {
      type: 'google_pay',
      name: 'Google Pay',
      description: '',
      fee: czk(0),
      available: true,
      unavailableReason: null,
      testMode: true,
    },
    {
      type: 'cash_on_delivery',
      name: 'Dobírka',
      description: '',
      fee: czk(3900),
      available: false,
      unavailableReason: 'Jen s doručením na adresu',
      testMode: false,
    },
    {
      type: 'cash_in_store',
      name: 'Hotově na prodejně',
      description: '',
      fee: czk(0),
      available: true,
      unavailableReason: null,
      testMode: false,
    },
    {
      type: 'installments',
      name: 'Na splátky',
      description: '',
      fee: czk(0),
      available: true,
      unavailableReason: null,
      testMode: true,
    },
  ],
};

export const places: DispensingPlace[] = [
  {
    id: 101,
    code: 'Z-101',
    network: 'Zásilkovna',
    name: 'Trafika Smíchov',
    street: 'Štefánikova 20',
    city: 'Praha 5',
    postcode: '150 00',
    latitude: 50.0736,
    longitude: 14.4036,
    openingHours: week,
    available: true,
  },
  {
    id: 102,
    code: 'Z-102',
    network: 'Zásilkovna',
    name: 'Papírnictví Karlín',
    street: 'Křižíkova 40',
    city: 'Praha 8',
    postcode: '186 00',
    latitude: 50.0925,
    longitude: 14.4519,
    openingHours: week,
    available: false,
  },
];

export const installmentOffers: InstallmentOffer[] = [
  {
    code: 'ZERO-10',
    barem: 'Nula 10',
    type: 'Bez navýšení',
    count: 10,
    monthly: czk(249900),
    apr: 0,
    total: czk(2499000),
    provider: 'Home Credit',
    testMode: true,
  },
  {
    code: 'STD-24',
    barem: 'Standard 24',
    type: 'Standardní',
    count: 24,
    monthly: czk(118000),
    apr: 15.87,
    total: czk(2832000),
    provider: 'Home Credit',
    testMode: true,
  },
];

export const cartPage: CartPageData = {
  cart: {
    count: 2,
    packages: [],
    discounts: [],
    buyoutBonusPercent: 20,
    problems: [],
    totals: {
      items: czk(2499000),
      discounts: czk(0),
      delivery: czk(0),
      payment: czk(0),
      total: czk(2499000),
      vat: czk(433711),
      vatRatePercent: 21,
    },
  },
  deliveries,
  payments,
  summary: {
    items: czk(2499000),
    discounts: czk(0),
    delivery: czk(0),
    payment: czk(0),
    total: czk(2499000),
    vat: czk(433711),
    vatRatePercent: 21,
  },
};

export const storeCardChoice: CheckoutState = {
  delivery: { type: 'store', storeId: 3 },
  payment: 'card',
  installment: null,
};

export const ORDER_TOKEN = 'tok_0123456789abcdef';

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    number: 'CZ26000123',
    createdAt: '2026-05-12T09:00:00+02:00',
    status: 'new',
    paymentStatus: 'not_paid',
    paymentType: 'card',
    paidAt: null,
    deliveryType: 'store',
    deliveryPlace: 'Praha Anděl',
    deliveryNumber: null,
    deliveryStatus: 'preparing',
    pickupReadyFrom: null,
    customerName: 'Jana Nováková',
    company: null,
    billingAddress: {
      name: 'Jana Nováková',
      company: null,
      street: 'Dlouhá 1',
      city: 'Praha',
      postcode: '110 00',
    },
    deliveryAddress: null,
    items: [],
    totals: { total: czk(2499000), vat: czk(433711), delivery: czk(0), discounts: czk(0) },
    invoiceUrl: null,
    creditNoteUrl: null,
    hasInstallment: false,
    withdrawalUntil: null,
    withdrawn: false,
    canRetryPayment: true,
    accessToken: ORDER_TOKEN,
    ...overrides,
  };
}

/** The slice reads its state from sessionStorage when a store is made: what a test starts with. */
export function startWithChoice(choice: CheckoutState | null): void {
  sessionStorage.clear();
  if (choice) sessionStorage.setItem('checkout-choice', JSON.stringify(choice));
}

export function savedChoice(): CheckoutState | null {
  const saved = sessionStorage.getItem('checkout-choice');
  return saved ? (JSON.parse(saved) as CheckoutState) : null;
}
