import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { AccessoryFitRow } from 'shared-domain';
import { setupTestServer, staff } from 'shared-ui/testing.ts';
import { renderAdmin } from '../testing/render-admin.tsx';

const FITS = '/api/new/catalogue/admin/accessory-fits';
const charger: AccessoryFitRow = {
  id: 50,
  name: 'Apple 20W USB-C Power Adapter',
  manufacturer: 'Apple',
  devices: [
    { id: 1, name: 'Apple iPhone 13', typeName: 'Mobilní telefony' },
    { id: 2, name: 'Apple iPhone 15', typeName: 'Mobilní telefony' },
  ],
};
const gridQueries: URLSearchParams[] = [];
const puts: unknown[] = [];

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get(FITS, ({ request }) => {
    gridQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json({ items: [charger], total: 1, page: 1, pageSize: 50 });
  }),
  http.get(`${FITS}/brands`, () =>
    HttpResponse.json([
      { id: 7, name: 'Apple' },
      { id: 8, name: 'Samsung' },
    ]),
  ),
  http.get(`${FITS}/devices`, () =>
    HttpResponse.json([
      { id: 2, name: 'Apple iPhone 15', typeName: 'Mobilní telefony' },
      { id: 3, name: 'Apple iPad Air', typeName: 'Tablety' },
    ]),
  ),
  http.put(`${FITS}/:id`, async ({ request }) => {
    const body = (await request.json()) as { deviceIds: number[] };
    puts.push(body);
    const known = [...charger.devices, { id: 3, name: 'Apple iPad Air', typeName: 'Tablety' }];
    return HttpResponse.json({
      ...charger,
      devices: known.filter((device) => body.deviceIds.includes(device.id)),
    });
  }),
);

beforeEach(() => {
  gridQueries.length = 0;
  puts.length = 0;
});

describe('the accessory chargers grid', () => {
  it('lists each accessory with the devices it fits and filters by brand and name in the URL', async () => {
    const { user } = renderAdmin('/admin/nabijecky');
    const table = await screen.findByRole(
      'table',
      { name: /Příslušenství a\u00a0zařízení/ },
      { timeout: 5000 },
    );
    expect(await within(table).findByText('Apple 20W USB-C Power Adapter')).toBeInTheDocument();
    expect(within(table).getByText('Apple iPhone 13')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Značka' }), 'Samsung');
    await waitFor(() => expect(gridQueries.at(-1)?.get('brand')).toBe('8'));
    await user.type(screen.getByRole('searchbox', { name: 'Hledat' }), 'adapter{Enter}');
    await waitFor(() => expect(gridQueries.at(-1)?.get('q')).toBe('adapter'));
    expect(screen.getByLabelText('adresa')).toHaveTextContent('brand=8');
  });

  it('removes and adds fitting devices, saving the whole set each time', async () => {
    const { user } = renderAdmin('/admin/nabijecky');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Zařízení pro Apple 20W USB-C Power Adapter' },
        { timeout: 5000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zařízení pro Apple 20W USB-C Power Adapter' });
    await user.click(within(dialog).getByRole('button', { name: 'Odebrat Apple iPhone 13' }));
    await waitFor(() => expect(puts).toEqual([{ deviceIds: [2] }]));
    expect(within(dialog).queryByRole('button', { name: 'Odebrat Apple iPhone 13' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: /Najít zařízení/ }), 'ap');
    // iPhone 15 fits already, so only the iPad is offered.
    await user.click(await within(dialog).findByRole('button', { name: 'Přidat Apple iPad Air' }));
    expect(within(dialog).queryByRole('button', { name: 'Přidat Apple iPhone 15' })).not.toBeInTheDocument();
    await waitFor(() => expect(puts.at(-1)).toEqual({ deviceIds: [2, 3] }));
    expect(await within(dialog).findByRole('button', { name: 'Odebrat Apple iPad Air' })).toBeInTheDocument();
  });
});
