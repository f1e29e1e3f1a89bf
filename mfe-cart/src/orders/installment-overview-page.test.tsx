import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer } from 'shared-ui/testing.ts';
import { ORDERS_API } from '../orders-api.ts';
import { apiError, CZ_TOKEN, czInstallment, RO_TOKEN } from './testing/order-fixtures.ts';
import { renderOrderPage } from './testing/render-order-page.tsx';

const requests: string[] = [];
const server = setupTestServer(
  http.get(`${ORDERS_API}/:number/installment`, ({ params, request }) => {
    requests.push(`${params.number}?${new URL(request.url).searchParams}`);
    return HttpResponse.json(czInstallment);
  }),
);

beforeEach(() => {
  requests.length = 0;
});

const factValue = (term: string) => screen.getByText(term).nextElementSibling;

describe('installment overview page', () => {
  it('shows the loan, a test-mode warning and the schedule', async () => {
    renderOrderPage('cz', `/objednavka/splatky?number=CZ26000123&token=${CZ_TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Přehled splátek' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('TESTOVACÍ REŽIM');
    expect(requests).toEqual([`CZ26000123?token=${CZ_TOKEN}`]);
    expect(factValue('Splátková společnost')).toHaveTextContent('Home Credit');
    expect(factValue('Splátkový program')).toHaveTextContent('Nula navíc 10 × 10 %');
    expect(factValue('Počet splátek')).toHaveTextContent('3');
    expect(factValue('RPSN')).toHaveTextContent('19,9 %');
    expect(factValue('Měsíční splátka')).toHaveTextContent('7 330 Kč');
    expect(factValue('Výše úvěru')).toHaveTextContent('20 990 Kč');
    expect(factValue('Celkem zaplatíte')).toHaveTextContent('21 990 Kč');
    expect(factValue('Sjednání úvěru')).toHaveTextContent('Online');
    expect(factValue('Stav žádosti')).toHaveTextContent('Schválená');

    const rows = within(screen.getByRole('table', { name: 'Splátkový kalendář' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'SplátkaSplatnostČástka',
      '1.15. 4. 20267 330 Kč',
      '2.15. 5. 20267 330 Kč',
      '3.15. 6. 20267 330 Kč',
    ]);
    expect(screen.getByRole('link', { name: 'Zpět na stav objednávky' })).toHaveAttribute(
      'href',
      `/objednavka/stav?number=CZ26000123&token=${CZ_TOKEN}`,
    );
  });

  it('has no test-mode label for a real loan and is at /comanda/rate in Romanian', async () => {
    server.use(
      http.get(`${ORDERS_API}/:number/installment`, () =>
        HttpResponse.json({
          ...czInstallment,
          testMode: false,
          provider: 'TBI Bank',
          barem: 'Rate fără dobândă',
          arrangeType: 'on-store',
          status: 'waiting_for_store',
          monthly: { amount: 150_000, currency: 'RON' },
          financed: { amount: 450_000, currency: 'RON' },
          total: { amount: 450_000, currency: 'RON' },
          schedule: [],
        }),
      ),
    );
    renderOrderPage('ro', `/comanda/rate?number=RO26000045&token=${RO_TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Prezentarea ratelor' })).toBeInTheDocument();
    expect(await screen.findByText('TBI Bank')).toBeInTheDocument();
    expect(screen.queryByText('MOD DE TEST')).not.toBeInTheDocument();
    expect(factValue('Rata lunară')).toHaveTextContent('1.500 Lei');
    expect(factValue('Încheierea creditului')).toHaveTextContent('În magazin');
    expect(factValue('Starea cererii')).toHaveTextContent('Așteaptă încheierea în magazin');
    expect(
      screen.getByText('Graficul de rambursare va fi disponibil după aprobarea creditului.'),
    ).toBeInTheDocument();
  });

  it('says when the order is not found', async () => {
    server.use(
      http.get(`${ORDERS_API}/:number/installment`, () =>
        HttpResponse.json(apiError('not_found', 'order_not_found', 'Order not found.'), { status: 404 }),
      ),
    );
    renderOrderPage('cz', `/objednavka/splatky?number=CZ26000999&token=${CZ_TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Přehled splátek se nepodařilo načíst');
    expect(alert).toHaveTextContent('Objednávka nebyla nalezena.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for the order link when the address has no token', async () => {
    renderOrderPage('cz', '/objednavka/splatky?number=CZ26000123');
    expect(screen.getByRole('alert')).toHaveTextContent('Tuto stránku otevřete odkazem');
    expect(screen.getByRole('link', { name: 'Vyhledat objednávku' })).toHaveAttribute(
      'href',
      '/objednavka/stav',
    );
    expect(requests).toHaveLength(0);
  });
});
