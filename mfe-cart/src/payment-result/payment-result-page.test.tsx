import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import { gatewayNavigation } from '../checkout/gateway-navigation.ts';
import { ORDER_TOKEN, orderDetail } from '../checkout-state/test-fixtures.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { CartRoutes } from '../testing/cart-routes.tsx';

let order = orderDetail();
const retries: string[] = [];
setupTestServer(
  http.get('/api/new/orders/status', () => HttpResponse.json(order)),
  http.post('/api/new/orders/:number/payment', ({ params, request }) => {
    retries.push(`${params.number} ${new URL(request.url).searchParams.get('token')}`);
    return HttpResponse.json({ paymentUrl: 'https://pay.test/hosted/p-2' });
  }),
);

beforeEach(() => {
  order = orderDetail();
  retries.length = 0;
});

describe('payment result page', () => {
  it('offers to try a declined card payment again on the gateway', async () => {
    const leaveFor = jest.spyOn(gatewayNavigation, 'leaveFor').mockImplementation(() => {});
    const { user } = renderWithProviders(<CartRoutes />, {
      messages: csCZ,
      initialEntries: [`/objednavka/platba/CZ26000123?token=${ORDER_TOKEN}`],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Platba se nezdařila');
    expect(screen.getByRole('link', { name: 'Zobrazit stav objednávky' })).toHaveAttribute(
      'href',
      `/objednavka/stav?number=CZ26000123&token=${ORDER_TOKEN}`,
    );
    await user.click(screen.getByRole('button', { name: 'Zkusit platbu znovu' }));
    expect(retries).toEqual([`CZ26000123 ${ORDER_TOKEN}`]);
    expect(leaveFor).toHaveBeenCalledWith('https://pay.test/hosted/p-2');
    leaveFor.mockRestore();
  });

  it('confirms a paid order with a link to the thank-you page (Romanian shop)', async () => {
    order = orderDetail({ number: 'RO26000045', paymentStatus: 'paid' });
    renderWithProviders(<CartRoutes />, {
      shop: 'ro',
      messages: roRO,
      initialEntries: [`/comanda/plata/RO26000045?token=${ORDER_TOKEN}`],
    });
    expect(await screen.findByText('Plata a reușit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuați' })).toHaveAttribute(
      'href',
      `/comanda/multumim/RO26000045?token=${ORDER_TOKEN}`,
    );
    expect(screen.queryByRole('button', { name: 'Încercați plata din nou' })).not.toBeInTheDocument();
  });
});
