import { screen, within } from '@testing-library/react';
import type { OrderDetail } from 'shared-domain';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { OrderDetailView } from './order-detail.tsx';

const czk = (amount: number) => ({ amount, currency: 'CZK' as const });

const order: OrderDetail = {
  number: 'CZ26000123',
  createdAt: '2026-03-02T10:15:00.000Z',
  status: 'shipped',
  paymentStatus: 'paid',
  paymentType: 'card',
  paidAt: '2026-03-02T10:20:00.000Z',
  deliveryType: 'store',
  deliveryPlace: 'Praha Anděl',
  deliveryNumber: null,
  deliveryStatus: 'ready_for_pickup',
  pickupReadyFrom: '2026-03-02T09:30:00+01:00',
  customerName: 'Jana Nováková',
  company: 'Nováková s.r.o.',
  billingAddress: {
    name: 'Jana Nováková',
    company: null,
    street: 'Korunní 12',
    city: 'Praha 2',
    postcode: '120 00',
  },
  deliveryAddress: null,
  items: [
    {
      code: '0194253401234',
      product: 'Apple iPhone 15',
      productSeoName: 'apple-iphone-15',
      kind: 'product',
      quantity: 1,
      unitPrice: czk(2_199_000),
      finalPrice: czk(2_199_000),
    },
    {
      code: 'POJ-24',
      product: 'Pojištění na 24 měsíců',
      productSeoName: null,
      kind: 'insurance',
      quantity: 1,
      unitPrice: czk(149_000),
      finalPrice: czk(149_000),
    },
  ],
  totals: { total: czk(2_355_900), vat: czk(408_872), delivery: czk(7_900), discounts: czk(0) },
  invoiceUrl: null,
  creditNoteUrl: null,
  hasInstallment: false,
  withdrawalUntil: null,
  withdrawn: false,
  canRetryPayment: false,
  accessToken: 'tok',
};

// The remote's catalogue under its own prefix ("shop.order." here).
const messages = Object.fromEntries(
  Object.entries({
    'detail.created': 'Datum objednávky',
    'detail.status': 'Stav',
    'orderStatus.shipped': 'Odeslaná',
    'payment.title': 'Platba',
    'payment.type': 'Způsob platby',
    'payment.status': 'Stav platby',
    'payment.paidAt': 'Zaplaceno dne',
    'paymentType.card': 'Platební karta',
    'paymentStatus.paid': 'Zaplaceno',
    'delivery.title': 'Doprava',
    'delivery.type': 'Způsob dopravy',
    'delivery.place': 'Místo vyzvednutí',
    'delivery.readyFrom': 'Připraveno od',
    'delivery.number': 'Číslo zásilky',
    'delivery.status': 'Stav zásilky',
    'deliveryType.store': 'Osobní odběr',
    'deliveryStatus.ready_for_pickup': 'Připraveno',
    'customer.title': 'Zákazník',
    'customer.billing': 'Fakturační adresa',
    'customer.delivery': 'Doručovací adresa',
    'items.title': 'Položky objednávky',
    'items.code': 'Kód',
    'items.product': 'Zboží',
    'items.quantity': 'Množství',
    'items.unitPrice': 'Cena za kus',
    'items.finalPrice': 'Cena celkem',
    'items.service': 'Služba ke zboží výše',
    'totals.delivery': 'Doprava',
    'totals.discounts': 'Slevy',
    'totals.total': 'Celkem',
    'totals.vat': 'z toho DPH',
  }).map(([id, text]) => [`shop.order.${id}`, text]),
);

const factOf = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling;

function renderOrder(headingLevel: 2 | 3 = 2) {
  return renderWithProviders(
    <OrderDetailView
      order={order}
      messagePrefix="shop.order"
      headingLevel={headingLevel}
      state={<p>Objednávka je na cestě.</p>}
      paymentAction={<button type="button">Zaplatit znovu</button>}
    >
      <a href="/faktura.pdf">Faktura</a>
    </OrderDetailView>,
    { messages },
  );
}

describe('OrderDetailView', () => {
  it('shows the state, payment, delivery and customer in the remote’s words', () => {
    renderOrder();
    const page = document.body;
    expect(factOf(page, 'Stav')).toHaveTextContent('Odeslaná');
    expect(screen.getByText('Objednávka je na cestě.')).toBeInTheDocument();

    const payment = screen.getByRole('region', { name: 'Platba' });
    expect(factOf(payment, 'Způsob platby')).toHaveTextContent('Platební karta');
    expect(within(payment).getByRole('button', { name: 'Zaplatit znovu' })).toBeInTheDocument();

    const delivery = screen.getByRole('region', { name: 'Doprava' });
    expect(factOf(delivery, 'Místo vyzvednutí')).toHaveTextContent('Praha Anděl');
    expect(factOf(delivery, 'Připraveno od')).toHaveTextContent('2. března v 9:30');
    expect(within(delivery).queryByText('Číslo zásilky')).not.toBeInTheDocument();

    const customer = screen.getByRole('region', { name: 'Zákazník' });
    expect(customer).toHaveTextContent('Nováková s.r.o.');
    expect(within(customer).getByText(/Korunní 12/)).toHaveTextContent('120 00 Praha 2');
    expect(within(customer).queryByText('Doručovací adresa')).not.toBeInTheDocument();
  });

  it('lists the items, a service marked as belonging to the product above, then the totals', () => {
    renderOrder();
    const table = screen.getByRole('table', { name: 'Položky objednávky' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(/^Apple iPhone 15$/);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(
      'Služba ke zboží výše: Pojištění na 24 měsíců',
    );
    expect(factOf(document.body, 'Celkem')).toHaveTextContent(/^23\s559\sKč$/);
    expect(screen.queryByText('Slevy')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Faktura' })).toBeInTheDocument();
  });

  it('puts its headings one level under the page’s', () => {
    renderOrder(3);
    expect(screen.getByRole('heading', { level: 3, name: 'Platba' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Položky objednávky' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Fakturační adresa' })).toBeInTheDocument();
  });
});
