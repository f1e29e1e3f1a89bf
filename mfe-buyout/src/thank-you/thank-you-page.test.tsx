import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { areaPaths, type BuyoutData, type ShopCode } from 'shared-domain';
import { buyoutPages } from 'shared-domain/buyout';
import { Route, Routes } from 'shared-ui';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import { BUYOUT_API } from '../buyout-api.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import {
  apple,
  appraisalFor,
  iphone13,
  midnight,
  phones,
  storeWithSellForm,
} from '../sell-online/test-fixtures.ts';
import { ThankYouPage } from './thank-you-page.tsx';

function soldBuyout(shop: ShopCode): BuyoutData {
  const appraisal = appraisalFor(shop);
  return {
    id: 42,
    number: 'V-2026-00042',
    status: 'created',
    created_at: '2026-03-02T09:15:00.000Z',
    product_type_choice: phones,
    manufacturer_choice: apple,
    product_model_choice: iphone13,
    product_color_choice: midnight,
    appraisal_result: appraisal.appraisal_result[0],
    device_conditions: appraisal.device_conditions,
    conditions_appraisal_result: [
      { condition: 1, value: 11 },
      { condition: 2, value: 21 },
      { condition: 3, value: 31 },
    ],
    version: appraisal.version,
    minimal_buyout_price: appraisal.minimal_buyout_price,
    price: 800_000,
    currency: appraisal.currency,
    customer_data: { e_mail: shop === 'cz' ? 'jana.novakova@example.cz' : 'ana.popescu@example.ro' },
    pickup_address: null,
    buyout_device: {
      imei: '490154203237518',
      serial_number: null,
      purchase_date: '2024-03-15',
      condition: 'like_new',
      note: null,
    },
    timeline: [{ status: 'created', at: '2026-03-02T09:15:00.000Z', note: null }],
  };
}

const requests: URL[] = [];
const server = setupTestServer(
  http.get(`${BUYOUT_API}/buyouts/:id/`, ({ request, params }) => {
    requests.push(new URL(request.url));
    return params.id === '42' && new URL(request.url).searchParams.get('token') === 't0k3n'
      ? HttpResponse.json(soldBuyout('cz'))
      : HttpResponse.json(
          { type: 'not_found', code: 'buyout_not_found', message: 'Výkup nebyl nalezen.' },
          { status: 404 },
        );
  }),
);

beforeEach(() => {
  requests.length = 0;
});

function renderThankYou(shop: ShopCode, url: string, store = storeWithSellForm(shop)) {
  const path = `${areaPaths[shop].buyout}/${buyoutPages[shop].thankYou}/:id`;
  return renderWithProviders(
    <Routes>
      <Route path={path} element={<ThankYouPage />} />
    </Routes>,
    { shop, store, messages: shop === 'cz' ? csCZ : roRO, initialEntries: [url] },
  );
}

describe('buyout thank-you page', () => {
  it('confirms the sale with its number, device, grade and price, and says what happens next', async () => {
    renderThankYou('cz', '/vykup/dekujeme/42?token=t0k3n');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Děkujeme, výkup č. V-2026-00042 jsme přijali' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Potvrzení jsme poslali na e-mail jana.novakova@example.cz.'),
    ).toBeInTheDocument();
    expect(requests[0].searchParams.get('token')).toBe('t0k3n');

    const summary = screen.getByRole('region', { name: 'Shrnutí výkupu' });
    const values = within(summary)
      .getAllByRole('definition')
      .map((value) => value.textContent?.replace(/\s/g, ' '));
    expect(values).toEqual(['Apple iPhone 13, Půlnoční', 'A+', '8 000 Kč']);

    const next = screen.getByRole('region', { name: 'Co bude dál' });
    expect(
      within(next)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Připravte zařízení k\u00a0vyzvednutí', 'Zařízení zkontrolujeme', 'Pošleme vám peníze']);
    expect(within(next).getByRole('link', { name: 'výkupních center' })).toHaveAttribute(
      'href',
      '/vykup/vykupni-centra',
    );
    expect(within(next).getByText(/Po kontrole vám pošleme/)).toHaveTextContent(
      'Po kontrole vám pošleme 8 000 Kč na účet, který jste uvedli.',
    );

    expect(screen.getByRole('link', { name: 'Zobrazit přehled výkupu' })).toHaveAttribute(
      'href',
      '/vykup/prehled/42?token=t0k3n',
    );
    expect(screen.getByRole('link', { name: 'Sledovat stav výkupu' })).toHaveAttribute(
      'href',
      '/vykup/stav?number=V-2026-00042',
    );
  });

  it('starts the selector and the form over, so the sale cannot be sent twice', async () => {
    const store = storeWithSellForm('cz', { firstName: 'Jana' });
    renderThankYou('cz', '/vykup/dekujeme/42?token=t0k3n', store);
    await screen.findByRole('heading', { level: 1, name: /V-2026-00042/ });
    expect(store.getState().buyout?.personalInfo.firstName).toBe('');
    expect(store.getState().buyout?.selected.product_color).toBeNull();
  });

  it('says kindly when the buyout cannot be found, and points to the tracking page', async () => {
    renderThankYou('cz', '/vykup/dekujeme/42?token=wrong');
    expect(await screen.findByRole('heading', { level: 1, name: 'Výkup jsme nenašli' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zjistit stav výkupu' })).toHaveAttribute('href', '/vykup/stav');
  });

  it('does not ask the api about an address that names no buyout', async () => {
    renderThankYou('cz', '/vykup/dekujeme/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Výkup jsme nenašli' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('thanks in Romanian, with Lei and the Romanian paths', async () => {
    server.use(http.get(`${BUYOUT_API}/buyouts/:id/`, () => HttpResponse.json(soldBuyout('ro'))));
    renderThankYou('ro', '/rascumparare/multumim/42?token=t0k3n');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Vă mulțumim, am primit răscumpărarea nr. V-2026-00042',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('V-am trimis confirmarea la adresa ana.popescu@example.ro.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Rezumatul răscumpărării' });
    expect(within(summary).getByText(/Lei/)).toHaveTextContent('8.000 Lei');
    expect(screen.getByRole('link', { name: 'Vedeți rezumatul răscumpărării' })).toHaveAttribute(
      'href',
      '/rascumparare/rezumat/42?token=t0k3n',
    );
    expect(screen.getByRole('link', { name: 'Urmăriți starea răscumpărării' })).toHaveAttribute(
      'href',
      '/rascumparare/status?number=V-2026-00042',
    );
    expect(screen.getByRole('link', { name: 'centrele noastre de răscumpărare' })).toHaveAttribute(
      'href',
      '/rascumparare/centre',
    );
  });
});
