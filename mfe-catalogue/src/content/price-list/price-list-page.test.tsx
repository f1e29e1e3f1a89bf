import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer } from 'shared-ui/testing.ts';
import { renderCatalogueAt } from '../../testing/catalogue-routes.tsx';

const requests: string[] = [];
setupTestServer(
  http.get('/api/new/content/price-list', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params.toString());
    return HttpResponse.json({
      types: [
        { seoName: 'telefony', name: 'Telefony' },
        { seoName: 'tablety', name: 'Tablety' },
      ],
      items: [
        {
          modelId: 1,
          name: 'Apple iPhone 15',
          type: { seoName: 'telefony', name: 'Telefony' },
          repairs: [
            { kind: 'display', name: 'Výměna displeje', price: { amount: 459_000, currency: 'CZK' } },
          ],
          buyout: [{ quality: 'A', price: { amount: 1_200_000, currency: 'CZK' } }],
        },
        {
          modelId: 2,
          name: 'Apple iPad (10th generation)',
          type: { seoName: 'tablety', name: 'Tablety' },
          repairs: [],
          buyout: [],
        },
      ],
      truncated: false,
    });
  }),
);

describe('price list', () => {
  it('shows repair and buyout prices per device, filtered by type and name', async () => {
    const { user } = renderCatalogueAt('/cenik');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ceník' })).toBeInTheDocument();
    const phone = await screen.findByRole('region', { name: 'Apple iPhone 15 Telefony' });
    const repairs = within(phone).getByRole('table', { name: 'Opravy' });
    expect(within(repairs).getByRole('row', { name: /Výměna displeje/ })).toHaveTextContent(/4\s590\sKč/);
    const buyout = within(phone).getByRole('table', { name: 'Výkup' });
    expect(within(buyout).getByRole('rowheader', { name: 'Kvalita A' })).toBeInTheDocument();
    const tablet = screen.getByRole('region', { name: 'Apple iPad (10th generation) Tablety' });
    expect(within(tablet).getByText('Opravy tohoto modelu neprovádíme.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Typ zařízení' }), 'Tablety');
    await waitFor(() => expect(requests.at(-1)).toBe('type=tablety'));
    await user.type(screen.getByRole('searchbox', { name: 'Hledat model' }), 'ipad');
    await waitFor(() => expect(requests.at(-1)).toBe('type=tablety&q=ipad'));
  });
});
