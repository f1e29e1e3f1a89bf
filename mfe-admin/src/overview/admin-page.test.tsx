import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { AdminOverview, CurrentUser } from 'shared-domain';
import { useRoutes, useShop } from 'shared-ui';
import { customer, renderWithProviders, setupTestServer, staff, warehouse } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { repair } from '../repairs/testing/repair-fixtures.ts';
import remote from '../routes.tsx';
import { adminOverview } from './testing/overview-fixture.ts';

function AdminRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

/** A busy day: orders today, work waiting in every queue but the reviews. */
const busyDay: AdminOverview = adminOverview({
  products: 1234,
  orders: 56,
  customers: 789,
  stores: 5,
  lowStock: 3,
  ordersToday: 12,
  revenueToday: { amount: 4_567_800, currency: 'CZK' },
  awaitingPayment: 4,
  awaitingPacking: 7,
  awaitingHandOver: 2,
  reviewsToApprove: 0,
  repairsToDiagnose: 9,
});

let sessionUser: CurrentUser | null = null;
let overview: AdminOverview = busyDay;
let overviewRequests = 0;
const orderGridQueries: URLSearchParams[] = [];
const repairQueries: URLSearchParams[] = [];
const reviewQueries: URLSearchParams[] = [];
const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: sessionUser })),
  http.get('/api/new/admin/overview', () => {
    overviewRequests += 1;
    return HttpResponse.json(overview);
  }),
  http.get('/api/new/admin/orders/stores', () => HttpResponse.json({ stores: [] })),
  http.get('/api/new/admin/orders', ({ request }) => {
    orderGridQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 25 });
  }),
  http.get('/api/new/service/admin/orders/', ({ request }) => {
    repairQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json({ items: [repair('SV-2026-000123')], total: 1, page: 1, pageSize: 20 });
  }),
  http.get('/api/new/product-reviews/admin/reviews/', ({ request }) => {
    reviewQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 });
  }),
);

beforeEach(() => {
  sessionUser = null;
  overview = busyDay;
  overviewRequests = 0;
  orderGridQueries.length = 0;
  repairQueries.length = 0;
  reviewQueries.length = 0;
});

afterEach(() => {
  jest.useRealTimers();
});

/**
 * Only the clock is faked: 23:30 UTC on 5 March is already 6 March in Prague and Bucharest, so a
 * link built from the browser's UTC day would be a day behind. Timers stay real for the requests.
 */
function lateEveningInUtc() {
  jest.useFakeTimers({
    now: new Date('2026-03-05T23:30:00.000Z'),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** Each card of a row as [label, number], the way the definition list pairs them. */
function cardsOf(region: HTMLElement) {
  return within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

/** Each card link of a row as [label, href]. */
function linksOf(region: HTMLElement) {
  return within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

function renderAdmin(shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: ['/admin'],
  });
}

describe('admin page', () => {
  it('shows a skeleton while it checks who is logged in', async () => {
    renderAdmin();
    expect(screen.getByRole('status', { name: 'Ověřujeme vaše oprávnění…' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Administrace' });
  });

  it('refuses an anonymous visitor and offers to log in', async () => {
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrace' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nemáte oprávnění k přístupu na tuto stránku.');
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute(
      'href',
      '/prihlaseni?next=%2Fadmin',
    );
    expect(overviewRequests).toBe(0);
  });

  it('refuses a logged-in customer, without a login link', async () => {
    sessionUser = customer;
    renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nemáte oprávnění k přístupu na tuto stránku.',
    );
    expect(screen.queryByRole('link', { name: 'Přihlásit se' })).not.toBeInTheDocument();
    expect(overviewRequests).toBe(0);
  });

  it('refuses the warehouse role too: the administration is for staff', async () => {
    sessionUser = warehouse;
    renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nemáte oprávnění k přístupu na tuto stránku.',
    );
  });

  it('shows staff the shop totals from the api and links to every section', async () => {
    sessionUser = staff;
    renderAdmin();
    const overviewRegion = await screen.findByRole('region', { name: 'Přehled obchodu' });
    const totals = await within(overviewRegion).findByRole('region', { name: 'Celkem' });
    expect(cardsOf(totals)).toEqual([
      ['Produkty v\u00a0prodeji', '1\u00a0234'],
      ['Objednávky', '56'],
      ['Zákaznické účty', '789'],
      ['Prodejny', '5'],
    ]);
    expect(within(totals).queryByRole('link')).not.toBeInTheDocument();
    const sections = screen.getByRole('region', { name: 'Sekce administrace' });
    const links = within(sections).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Objednávky', '/admin/objednavky'],
      ['Splátky', '/admin/splatky'],
      ['Slevy', '/admin/slevy'],
      ['Kategorie', '/admin/kategorie'],
      ['Produkty', '/admin/produkty'],
      ['Atributy', '/admin/atributy'],
      ['Meta mastery', '/admin/meta-mastery'],
      ['Bonusy za výkup', '/admin/bonusy'],
      ['Nabíječky', '/admin/nabijecky'],
      ['Importy', '/admin/importy'],
      ['Úlohy', '/admin/ulohy'],
      ['Výkupy', '/admin/vykupy'],
      ['Servisní zakázky', '/admin/opravy'],
      ['Recenze', '/admin/recenze'],
      ['Schránka formulářů', '/admin/schranka'],
      ['Odběratelé novinek', '/admin/odberatele'],
      ['Stránky', '/admin/stranky'],
      ['Menu a\u00a0patička', '/admin/menu'],
      ['Články', '/admin/clanky'],
      ['Prodejny', '/admin/prodejny'],
      ['Sklad', '/sklad'],
    ]);
    expect(screen.queryByText('Připravujeme')).not.toBeInTheDocument();
  });

  it("shows today's orders and revenue as money, the orders linked by the shop's date", async () => {
    lateEveningInUtc();
    sessionUser = staff;
    renderAdmin();
    const today = await screen.findByRole('region', { name: 'Dnes' });
    // The first row of the overview.
    expect(within(screen.getByRole('region', { name: 'Přehled obchodu' })).getAllByRole('region')[0]).toBe(
      today,
    );
    expect(cardsOf(today)).toEqual([
      ['Objednávky dnes', '12'],
      ['Tržby dnes', '45\u00a0678\u00a0Kč'],
    ]);
    expect(linksOf(today)).toEqual([['Objednávky dnes', '/admin/objednavky?from=2026-03-06&to=2026-03-06']]);
  });

  it('shows the work waiting, each card with a queue a link into its filtered grid', async () => {
    sessionUser = staff;
    renderAdmin();
    const waiting = await screen.findByRole('region', { name: 'Čeká na vás' });
    expect(cardsOf(waiting)).toEqual([
      ['Čeká na zaplacení', '4'],
      ['Čeká na vychystání', '7'],
      ['Čeká na předání', '2'],
      ['Recenze ke\u00a0schválení', '0'],
      ['Servisní zakázky k\u00a0diagnostice', '9'],
      ['Docházející zboží', '3'],
    ]);
    expect(linksOf(waiting)).toEqual([
      ['Čeká na zaplacení', '/admin/objednavky?status=new'],
      ['Čeká na vychystání', '/admin/objednavky?status=paid'],
      ['Čeká na předání', '/admin/objednavky?status=picking'],
      ['Recenze ke\u00a0schválení', '/admin/recenze?status=pending'],
      ['Servisní zakázky k\u00a0diagnostice', '/admin/opravy?status=received'],
      ['Docházející zboží', '/admin/produkty?stock=low'],
    ]);
    // A screen reader hears the number with the link that leads to it.
    expect(within(waiting).getByRole('link', { name: 'Čeká na vychystání' })).toHaveAccessibleDescription(
      '7',
    );
  });

  it('leads from a waiting card into the orders grid filtered by its status', async () => {
    sessionUser = staff;
    const { user } = renderAdmin();
    const waiting = await screen.findByRole('region', { name: 'Čeká na vás' });
    await user.click(within(waiting).getByRole('link', { name: 'Čeká na vychystání' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Objednávky' })).toBeInTheDocument();
    await screen.findByText('Žádné objednávky neodpovídají filtru.');
    expect(orderGridQueries.at(-1)?.get('status')).toBe('paid');
  });

  it('leads from the repairs card to the repairs waiting for their diagnosis', async () => {
    sessionUser = staff;
    const { user } = renderAdmin();
    const waiting = await screen.findByRole('region', { name: 'Čeká na vás' });
    await user.click(within(waiting).getByRole('link', { name: 'Servisní zakázky k\u00a0diagnostice' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Servisní zakázky' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stav' })).toHaveValue('received');
    await screen.findByText('SV-2026-000123');
    expect(repairQueries.at(-1)?.get('status')).toBe('received');
  });

  it('leads from the reviews card to the approval queue', async () => {
    sessionUser = staff;
    const { user } = renderAdmin();
    const waiting = await screen.findByRole('region', { name: 'Čeká na vás' });
    await user.click(within(waiting).getByRole('link', { name: 'Recenze ke\u00a0schválení' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recenze' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stav' })).toHaveValue('pending');
    expect(
      await screen.findByRole('heading', { name: 'Žádné recenze ke\u00a0schválení.' }),
    ).toBeInTheDocument();
    expect(reviewQueries.at(-1)?.get('status')).toBe('pending');
  });

  it('offers to try again when the overview cannot be loaded', async () => {
    sessionUser = staff;
    let calls = 0;
    server.use(
      http.get('/api/new/admin/overview', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 })
          : HttpResponse.json(adminOverview({ products: 10 }));
      }),
    );
    const { user } = renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Data se nepodařilo načíst');
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('10')).toBeInTheDocument();
  });

  it('speaks Romanian', async () => {
    renderAdmin('ro');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nu aveți permisiunea de a accesa această pagină.',
    );
    expect(screen.getByRole('link', { name: 'Autentificați-vă' })).toHaveAttribute(
      'href',
      '/autentificare?next=%2Fadmin',
    );
  });

  it('shows the Romanian shop its day in lei and links into its own grids', async () => {
    lateEveningInUtc();
    sessionUser = staff;
    overview = { ...busyDay, revenueToday: { amount: 1_234_500, currency: 'RON' } };
    renderAdmin('ro');
    const today = await screen.findByRole('region', { name: 'Astăzi' });
    expect(cardsOf(today)).toEqual([
      ['Comenzi de astăzi', '12'],
      ['Vânzări de astăzi', '12.345\u00a0Lei'],
    ]);
    expect(linksOf(today)).toEqual([['Comenzi de astăzi', '/admin/comenzi?from=2026-03-06&to=2026-03-06']]);
    expect(linksOf(screen.getByRole('region', { name: 'Vă așteaptă' }))).toEqual([
      ['Așteaptă plata', '/admin/comenzi?status=new'],
      ['Așteaptă pregătirea', '/admin/comenzi?status=paid'],
      ['Așteaptă predarea', '/admin/comenzi?status=picking'],
      ['Recenzii de aprobat', '/admin/recenzii?status=pending'],
      ['Fișe de service de diagnosticat', '/admin/reparatii?status=received'],
      ['Produse pe terminate', '/admin/produse?stock=low'],
    ]);
    expect(cardsOf(screen.getByRole('region', { name: 'În total' }))[0]).toEqual([
      'Produse în vânzare',
      '1.234',
    ]);
  });
});
