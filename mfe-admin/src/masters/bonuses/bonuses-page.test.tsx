import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer, staff } from 'shared-ui/testing.ts';
import { renderAdmin } from '../testing/render-admin.tsx';

const BASE = '/api/new/product/admin-bonuses-for-used-product';
const saves: unknown[] = [];
const bonusQueries: string[] = [];

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get(`${BASE}/bonuses_manufacturers`, () =>
    HttpResponse.json([
      { id: 1, name: 'Apple' },
      { id: 2, name: 'Samsung' },
    ]),
  ),
  http.get(`${BASE}/quality_types`, () =>
    HttpResponse.json([
      { code: 'new', name: 'Nové' },
      { code: 'A+', name: 'A+' },
      { code: 'A', name: 'A' },
    ]),
  ),
  http.get(`${BASE}/types_devices`, () =>
    HttpResponse.json([
      { id: 10, code: 'phones', name: 'Mobilní telefony' },
      { id: 11, code: 'tablets', name: 'Tablety' },
    ]),
  ),
  http.get(`${BASE}/bonuses`, ({ request }) => {
    const manufacturerId = new URL(request.url).searchParams.get('manufacturerId') ?? '';
    bonusQueries.push(manufacturerId);
    return HttpResponse.json({
      defaultPercent: 10,
      items:
        manufacturerId === '1'
          ? [{ manufacturerId: 1, qualityType: 'new', productTypeId: 10, percent: 15 }]
          : [],
    });
  }),
  http.put(`${BASE}/bonuses`, async ({ request }) => {
    const body = await request.json();
    saves.push(body);
    return HttpResponse.json({ defaultPercent: 10, items: [] });
  }),
);

beforeEach(() => {
  saves.length = 0;
  bonusQueries.length = 0;
});

describe('the buy-and-sell bonus matrix', () => {
  it('shows the set percents of the first manufacturer, the default as the placeholder', async () => {
    renderAdmin('/admin/bonusy');
    const cell = await screen.findByRole('textbox', { name: 'Mobilní telefony, Nové' }, { timeout: 5000 });
    await waitFor(() => expect(cell).toHaveValue('15'));
    const empty = screen.getByRole('textbox', { name: 'Tablety, A+' });
    expect(empty).toHaveValue('');
    expect(empty).toHaveAttribute('placeholder', '10');
    expect(
      screen.getByRole('table', { name: 'Bonus v\u00a0procentech pro výrobce Apple' }),
    ).toBeInTheDocument();
  });

  it('sends only the changed cells; an emptied one goes back to the default', async () => {
    const { user } = renderAdmin('/admin/bonusy');
    const cell = await screen.findByRole('textbox', { name: 'Mobilní telefony, Nové' }, { timeout: 5000 });
    await waitFor(() => expect(cell).toHaveValue('15'));
    await user.clear(cell);
    await user.type(screen.getByRole('textbox', { name: 'Tablety, A' }), '30');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      items: [
        { manufacturerId: 1, productTypeId: 10, qualityType: 'new', percent: null },
        { manufacturerId: 1, productTypeId: 11, qualityType: 'A', percent: 30 },
      ],
    });
    expect((await screen.findAllByText('Úspěšně uloženo.')).length).toBeGreaterThan(0);
  });

  it('refuses a percent outside 0–100 without sending it', async () => {
    const { user } = renderAdmin('/admin/bonusy');
    const cell = await screen.findByRole('textbox', { name: 'Tablety, Nové' }, { timeout: 5000 });
    await user.type(cell, '101');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Zadejte celé číslo od 0 do 100.')).toBeInTheDocument();
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(0);
  });

  it('switches to another manufacturer', async () => {
    const { user } = renderAdmin('/admin/bonusy');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Výrobce' }, { timeout: 5000 }),
      'Samsung',
    );
    await waitFor(() => expect(bonusQueries).toContain('2'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Mobilní telefony, Nové' })).toHaveValue(''),
    );
  });
});
