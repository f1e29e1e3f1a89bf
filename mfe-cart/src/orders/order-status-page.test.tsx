import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { rateLimitedResponse, setupTestServer } from 'shared-ui/testing.ts';
import { ORDERS_API } from '../orders-api.ts';
import { browserNavigation } from './leave-for.ts';
import { apiError, CZ_TOKEN, czOrder, RO_TOKEN, roOrder } from './testing/order-fixtures.ts';
import { renderOrderPage } from './testing/render-order-page.tsx';

const lookups: URLSearchParams[] = [];
const server = setupTestServer(
  http.get(`${ORDERS_API}/status`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    lookups.push(params);
    if (params.get('number') === 'CZ26000123' && params.get('email') === 'jana.novakova@example.cz')
      return HttpResponse.json(czOrder);
    if (params.get('number') === 'CZ26000123' && params.get('token') === CZ_TOKEN)
      return HttpResponse.json(czOrder);
    if (params.get('number') === 'RO26000045' && params.get('token') === RO_TOKEN)
      return HttpResponse.json(roOrder);
    return HttpResponse.json(apiError('not_found', 'order_not_found', 'Order not found.'), { status: 404 });
  }),
);

beforeEach(() => {
  lookups.length = 0;
});

async function lookUp(user: ReturnType<typeof renderOrderPage>['user'], number: string, email: string) {
  await user.type(screen.getByRole('textbox', { name: 'Číslo objednávky' }), number);
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
  await user.click(screen.getByRole('button', { name: 'Zobrazit objednávku' }));
}

const factValue = (scope: HTMLElement, term: string) => within(scope).getByText(term).nextElementSibling;

describe('order status page', () => {
  it('checks the number and the e-mail before asking the api', async () => {
    const { user } = renderOrderPage('cz', '/objednavka/stav');
    expect(screen.getByRole('heading', { level: 1, name: 'Stav objednávky' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zobrazit objednávku' }));
    const number = screen.getByRole('textbox', { name: 'Číslo objednávky' });
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Tato hodnota je požadována.'));
    expect(number).toHaveFocus();

    await user.type(number, '26000123');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jana@');
    await user.click(screen.getByRole('button', { name: 'Zobrazit objednávku' }));
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Neplatná objednávka.'));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte platnou e-mailovou adresu.'),
    );
    expect(lookups).toHaveLength(0);
  });

  it('finds an order by number and e-mail, keeps both in the address and shows all of it', async () => {
    const { user } = renderOrderPage('cz', '/objednavka/stav');
    await lookUp(user, 'cz26000123', 'jana.novakova@example.cz');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Objednávka č. CZ26000123' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/objednavka/stav?number=CZ26000123&email=jana.novakova%40example.cz',
    );
    expect(lookups[0].get('number')).toBe('CZ26000123');

    const order = screen.getByRole('region', { name: 'Objednávka č. CZ26000123' });
    expect(factValue(order, 'Datum objednávky')).toHaveTextContent('2. 3. 2026');
    expect(factValue(order, 'Stav')).toHaveTextContent('Odeslaná');
    const steps = within(within(order).getByRole('list', { name: 'Průběh objednávky' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'PřijatáHotovo',
      'ZaplacenáHotovo',
      'Vychystává seHotovo',
      'OdeslanáProbíhá',
      'DoručenáČeká',
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');

    const payment = within(order).getByRole('region', { name: 'Platba' });
    expect(factValue(payment, 'Způsob platby')).toHaveTextContent('Platební karta');
    expect(factValue(payment, 'Stav platby')).toHaveTextContent('Zaplaceno');
    expect(within(payment).queryByRole('button', { name: 'Zaplatit znovu kartou' })).not.toBeInTheDocument();
    const delivery = within(order).getByRole('region', { name: 'Doprava' });
    expect(factValue(delivery, 'Způsob dopravy')).toHaveTextContent('Výdejní místo');
    expect(factValue(delivery, 'Místo vyzvednutí')).toHaveTextContent('Z-BOX Praha 7');
    expect(factValue(delivery, 'Číslo zásilky')).toHaveTextContent('Z 1234 5678 90');
    expect(factValue(delivery, 'Stav zásilky')).toHaveTextContent('Na cestě');
    const customer = within(order).getByRole('region', { name: 'Zákazník' });
    expect(within(customer).getByText('Fakturační adresa').nextElementSibling).toHaveTextContent(
      'Jana NovákováNováková s.r.o.Korunní 12120 00 Praha 2',
    );
    expect(within(customer).getByText('Doručovací adresa').nextElementSibling).toHaveTextContent(
      'Petr NovákMilady Horákové 8170 00 Praha 7',
    );

    const rows = within(within(order).getByRole('table', { name: 'Položky objednávky' })).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('columnheader')
          .map((cell) => cell.textContent),
      )[0],
    ).toEqual(['Kód', 'Zboží', 'Množství', 'Cena za kus', 'Cena celkem']);
    expect(rows[1]).toHaveTextContent('0194253401234Apple iPhone 15 128GB Černá121 990 Kč20 990 Kč');
    expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent(
      'Služba ke zboží výše: Pojištění proti poškození na 24 měsíců',
    );
    expect(rows[2]).toHaveTextContent('1 490 Kč');
    expect(factValue(order, 'Slevy')).toHaveTextContent('-1 000 Kč');
    expect(factValue(order, 'Celkem k úhradě')).toHaveTextContent('22 559 Kč');
    expect(factValue(order, 'z toho DPH')).toHaveTextContent('3 915 Kč');

    expect(within(order).getByRole('link', { name: 'Faktura' })).toHaveAttribute('href', czOrder.invoiceUrl);
    expect(within(order).getByRole('link', { name: 'Dobropis' })).toHaveAttribute(
      'href',
      czOrder.creditNoteUrl,
    );
    expect(within(order).getByRole('link', { name: 'Přehled splátek' })).toHaveAttribute(
      'href',
      `/objednavka/splatky?number=CZ26000123&token=${CZ_TOKEN}`,
    );
    expect(within(order).getByRole('link', { name: 'Odstoupit od smlouvy' })).toHaveAttribute(
      'href',
      `/objednavka/odstoupeni?number=CZ26000123&token=${CZ_TOKEN}`,
    );
    expect(within(order).getByText('Od smlouvy můžete odstoupit do 19. 3. 2026.')).toBeInTheDocument();
  });

  it('loads at once from the address after a reload, the form filled in', async () => {
    renderOrderPage('cz', '/objednavka/stav?number=CZ26000123&email=jana.novakova%40example.cz');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Objednávka č. CZ26000123' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Číslo objednávky' })).toHaveValue('CZ26000123');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('jana.novakova@example.cz');
  });

  it.each([
    [400, 'validation', 'invalid_order', 'Invalid order.', 'Neplatná objednávka.'],
    [404, 'not_found', 'order_not_found', 'Order not found.', 'Objednávka nebyla nalezena.'],
    [
      409,
      'conflict',
      'order_items_missing',
      'Order items could not be found. Please contact support.',
      'Položky objednávky se nepodařilo najít. Kontaktujte prosím zákaznickou podporu.',
    ],
  ])('explains a %i %s in Czech', async (status, type, code, message, text) => {
    server.use(
      http.get(`${ORDERS_API}/status`, () => HttpResponse.json(apiError(type, code, message), { status })),
    );
    const { user } = renderOrderPage('cz', '/objednavka/stav');
    await lookUp(user, 'CZ26000999', 'jana.novakova@example.cz');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Objednávku se nepodařilo načíst');
    expect(alert).toHaveTextContent(text);
    expect(within(alert).queryByRole('button', { name: 'Zkusit znovu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('after too many wrong e-mails (429) says how long to wait, at once', async () => {
    server.use(http.get(`${ORDERS_API}/status`, () => rateLimitedResponse(600)));
    const { user } = renderOrderPage('cz', '/objednavka/stav');
    await lookUp(user, 'CZ26000999', 'jana.novakova@example.cz');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Příliš mnoho pokusů. Zkuste to prosím znovu za 10 minut.',
    );
  });

  it('offers to try again when the order cannot be loaded for another reason', async () => {
    let refuse = true;
    server.use(
      http.get(`${ORDERS_API}/status`, () =>
        refuse
          ? HttpResponse.json(apiError('forbidden', 'forbidden', 'No.'), { status: 403 })
          : HttpResponse.json(czOrder),
      ),
    );
    const { user } = renderOrderPage('cz', `/objednavka/stav?number=CZ26000123&token=${CZ_TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Objednávku se nepodařilo načíst');
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Objednávka č. CZ26000123' }),
    ).toBeInTheDocument();
  });

  it('shows a Romanian order from an e-mail link: no form, prices in lei, no documents yet, payment retry', async () => {
    const leaveFor = jest.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {});
    let retried: { number: string; token: string | null } | null = null;
    server.use(
      http.post(`${ORDERS_API}/:number/payment`, ({ params, request }) => {
        retried = { number: String(params.number), token: new URL(request.url).searchParams.get('token') };
        return HttpResponse.json({ paymentUrl: 'https://gateway.test/pay/abc' });
      }),
    );
    const { user } = renderOrderPage('ro', `/comanda/status?number=RO26000045&token=${RO_TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Starea comenzii' })).toBeInTheDocument();
    const order = await screen.findByRole('region', { name: 'Comanda nr. RO26000045' });
    expect(screen.queryByRole('textbox', { name: 'Numărul comenzii' })).not.toBeInTheDocument();

    expect(factValue(order, 'Stare')).toHaveTextContent('Primită');
    const payment = within(order).getByRole('region', { name: 'Plată' });
    expect(factValue(payment, 'Starea plății')).toHaveTextContent('Neplătită');
    expect(factValue(payment, 'Metoda de plată')).toHaveTextContent('Card bancar');
    const delivery = within(order).getByRole('region', { name: 'Livrare' });
    expect(within(delivery).queryByText('Numărul coletului')).not.toBeInTheDocument();
    expect(within(order).queryByText('Adresa de livrare')).not.toBeInTheDocument();
    const rows = within(within(order).getByRole('table', { name: 'Produsele comenzii' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Samsung Galaxy S24 256GB Negru24.299 Lei8.598 Lei');
    expect(factValue(order, 'Total de plată')).toHaveTextContent('8.613 Lei');
    expect(factValue(order, 'din care TVA')).toHaveTextContent('1.375 Lei');
    expect(within(order).queryByText('Reduceri')).not.toBeInTheDocument();
    expect(within(order).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(payment).getByRole('button', { name: 'Plătiți din nou cu cardul' }));
    expect(await screen.findByRole('button', { name: /Vă redirecționăm/ })).toBeInTheDocument();
    expect(leaveFor).toHaveBeenCalledWith('https://gateway.test/pay/abc');
    expect(retried).toEqual({ number: 'RO26000045', token: RO_TOKEN });
    leaveFor.mockRestore();
  });
});
