import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { areaPaths, type BuyoutTracking, type ShopCode } from 'shared-domain';
import { buyoutPages } from 'shared-domain/buyout';
import { Route, Routes } from 'shared-ui';
import { rateLimitedResponse, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import { BUYOUT_API } from '../buyout-api.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { TrackingPage } from './tracking-page.tsx';

const requoted: BuyoutTracking = {
  number: 'V-2026-00042',
  status: 'requoted',
  created_at: '2026-03-02T09:15:00.000Z',
  device: 'Apple iPhone 13, Půlnoční',
  purchase_date: '2024-03-15',
  condition: 'used',
  quality: 'B',
  price: 550_000,
  currency: 'CZK',
  timeline: [
    { status: 'created', at: '2026-03-02T09:15:00.000Z', note: null },
    { status: 'device_received', at: '2026-03-04T10:00:00.000Z', note: null },
    { status: 'inspected', at: '2026-03-05T11:00:00.000Z', note: null },
    { status: 'requoted', at: '2026-03-05T11:30:00.000Z', note: 'Displej má hluboké škrábance.' },
  ],
};

const lookups: URLSearchParams[] = [];
const server = setupTestServer(
  http.get(`${BUYOUT_API}/tracking/`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    lookups.push(params);
    return params.get('number') === 'V-2026-00042' && params.get('e_mail') === 'jana.novakova@example.cz'
      ? HttpResponse.json(requoted)
      : HttpResponse.json(
          {
            type: 'not_found',
            code: 'buyout_not_found',
            message: 'Výkup s tímto číslem a e-mailem jsme nenašli.',
          },
          { status: 404 },
        );
  }),
);

beforeEach(() => {
  lookups.length = 0;
});

function renderTracking(shop: ShopCode, url: string) {
  const path = `${areaPaths[shop].buyout}/${buyoutPages[shop].tracking}`;
  return renderWithProviders(
    <Routes>
      <Route path={path} element={<TrackingPage />} />
    </Routes>,
    { shop, messages: shop === 'cz' ? csCZ : roRO, initialEntries: [url] },
  );
}

const stepsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('buyout tracking page', () => {
  it('finds a buyout by its number and e-mail and shows its timeline and the re-quoted price', async () => {
    const { user } = renderTracking('cz', '/vykup/stav?number=V-2026-00042');
    expect(screen.getByRole('heading', { level: 1, name: 'Stav výkupu' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Číslo výkupu' })).toHaveValue('V-2026-00042');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jana.novakova@example.cz');
    await user.click(screen.getByRole('button', { name: 'Zjistit stav' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Výkup č. V-2026-00042' });
    expect(heading).toHaveFocus();
    expect(lookups[0].get('e_mail')).toBe('jana.novakova@example.cz');
    const result = screen.getByRole('region', { name: 'Výkup č. V-2026-00042' });
    expect(within(result).getByText('Apple iPhone 13, Půlnoční')).toBeInTheDocument();
    // What the seller said about the device, as staff will check it.
    expect(within(result).getByText('Datum nákupu').nextElementSibling).toHaveTextContent('15. 3. 2024');
    expect(within(result).getByText('Celkový stav').nextElementSibling).toHaveTextContent('Použité');
    expect(within(result).getByText('Nová cena po kontrole').nextElementSibling).toHaveTextContent(
      '5 500 Kč',
    );
    expect(within(result).getByText(/Novou cenu jsme vám poslali e-mailem/)).toBeInTheDocument();

    const timeline = within(result).getByRole('list', { name: 'Průběh výkupu' });
    const steps = stepsOf(timeline);
    expect(steps).toHaveLength(6);
    expect(steps[0]).toMatch(/^Výkup přijatHotovo · 2\. 3\. 2026/);
    expect(steps[3]).toMatch(/^Nová nabídka cenyProbíhá · 5\. 3\. 2026.*Displej má hluboké škrábance\.$/);
    expect(steps[4]).toBe('Cena potvrzenaČeká');
    expect(steps[5]).toBe('Peníze odeslányČeká');
    const current = within(timeline).getAllByRole('listitem')[3];
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(within(current).getByText(/5\. 3\. 2026/)).toHaveAttribute('dateTime', '2026-03-05T11:30:00.000Z');
  });

  it('says so when no buyout has that number and e-mail', async () => {
    const { user } = renderTracking('cz', '/vykup/stav');
    await user.type(screen.getByRole('textbox', { name: 'Číslo výkupu' }), 'V-2026-99999');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jana.novakova@example.cz');
    await user.click(screen.getByRole('button', { name: 'Zjistit stav' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Výkup s tímto číslem a e-mailem jsme nenašli.',
    );
    expect(screen.queryByRole('list', { name: 'Průběh výkupu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Výkupní centra' })).toHaveAttribute(
      'href',
      '/vykup/vykupni-centra',
    );
  });

  it('checks the number and the e-mail before asking', async () => {
    const { user } = renderTracking('cz', '/vykup/stav');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jana@');
    await user.click(screen.getByRole('button', { name: 'Zjistit stav' }));
    const number = screen.getByRole('textbox', { name: 'Číslo výkupu' });
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Tato hodnota je požadována.'));
    expect(number).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte platnou e-mailovou adresu.'),
    );
    expect(lookups).toHaveLength(0);
  });

  it('explains a failure other than "not found" in the customer’s words', async () => {
    server.use(
      http.get(`${BUYOUT_API}/tracking/`, () =>
        HttpResponse.json(
          { type: 'validation', code: 'invalid_request', message: 'Číslo výkupu má nesprávný tvar.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderTracking('cz', '/vykup/stav?number=V-2026-00042');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jana.novakova@example.cz');
    await user.click(screen.getByRole('button', { name: 'Zjistit stav' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Stav výkupu se nepodařilo zjistit');
    expect(alert).toHaveTextContent('Číslo výkupu má nesprávný tvar.');
  });

  it('after too many wrong guesses (429) says how long to wait, at once', async () => {
    server.use(http.get(`${BUYOUT_API}/tracking/`, () => rateLimitedResponse(14 * 60 + 10)));
    const { user } = renderTracking('cz', '/vykup/stav?number=V-2026-00042');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jana.novakova@example.cz');
    await user.click(screen.getByRole('button', { name: 'Zjistit stav' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Příliš mnoho pokusů. Zkuste to prosím znovu za 15 minut.',
    );
  });

  it('shows a paid buyout in Romanian, every step done', async () => {
    const paid: BuyoutTracking = {
      ...requoted,
      status: 'paid',
      quality: 'A+',
      price: 80_000,
      currency: 'RON',
      device: 'Apple iPhone 13, Midnight',
      timeline: (['created', 'device_received', 'inspected', 'offer_confirmed', 'paid'] as const).map(
        (status) => ({
          status,
          at: '2026-03-09T08:00:00.000Z',
          note: null,
        }),
      ),
    };
    server.use(http.get(`${BUYOUT_API}/tracking/`, () => HttpResponse.json(paid)));
    const { user } = renderTracking('ro', '/rascumparare/status?number=V-2026-00042');
    expect(screen.getByRole('heading', { level: 1, name: 'Starea răscumpărării' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana.popescu@example.ro');
    await user.click(screen.getByRole('button', { name: 'Aflați starea' }));

    const result = await screen.findByRole('region', { name: 'Răscumpărarea nr. V-2026-00042' });
    expect(within(result).getByText('Prețul de răscumpărare').nextElementSibling).toHaveTextContent(
      '800 Lei',
    );
    expect(within(result).getByText('Data achiziției').nextElementSibling).toHaveTextContent('15 mar. 2024');
    expect(within(result).getByText('Starea generală').nextElementSibling).toHaveTextContent('Folosit');
    const steps = stepsOf(within(result).getByRole('list', { name: 'Desfășurarea răscumpărării' }));
    expect(steps.map((step) => step?.split('Finalizat')[0])).toEqual([
      'Răscumpărare primită',
      'Dispozitiv primit',
      'Dispozitiv verificat',
      'Preț confirmat',
      'Bani trimiși',
    ]);
    expect(steps.every((step) => step?.includes('Finalizat'))).toBe(true);
  });
});
