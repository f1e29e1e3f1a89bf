import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { AccountSummaryData, CurrentUser } from 'shared-domain';
import { business, customer, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { AccountRoutes } from '../testing/account-routes.tsx';
import { emptySummary, summaryOf } from './summary-fixtures.ts';

let sessionUser: CurrentUser | null = customer;
let summary: AccountSummaryData = summaryOf();
let summaryRequests = 0;

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: sessionUser })),
  http.get('/api/bff/account-summary', () => {
    summaryRequests += 1;
    return HttpResponse.json(summary);
  }),
);

beforeEach(() => {
  sessionUser = customer;
  summary = summaryOf();
  summaryRequests = 0;
});

function renderSummary(options: { shop?: 'cz' | 'ro' } = {}) {
  const ro = options.shop === 'ro';
  return renderWithProviders(<AccountRoutes />, {
    shop: options.shop,
    messages: ro ? roRO : csCZ,
    initialEntries: [ro ? '/cont' : '/ucet'],
  });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('account summary', () => {
  it('shows every part of the overview from one request', async () => {
    renderSummary();
    await screen.findByRole('region', { name: 'Váš účet' });
    expect(screen.getByText('Dobrý den, Jana.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Můj účet' })).toBeInTheDocument();

    const card = section('Váš účet');
    expect(within(card).getByText('Jana Nováková')).toBeInTheDocument();
    expect(within(card).getByText('jana.novakova@example.cz')).toBeInTheDocument();
    expect(within(card).getByText('Zákazník')).toBeInTheDocument();
    expect(within(card).queryByText('Firma')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Upravit osobní údaje' })).toHaveAttribute(
      'href',
      '/ucet/osobni-udaje',
    );

    const orders = section('Poslední objednávky');
    const orderLinks = within(orders)
      .getAllByRole('link')
      .filter((link) => link.textContent?.startsWith('CZ'));
    expect(orderLinks.map((link) => link.textContent)).toEqual(['CZ26000004', 'CZ26000003', 'CZ26000002']);
    expect(orderLinks[0]).toHaveAttribute('href', '/ucet/objednavky/CZ26000004');
    expect(within(orders).getAllByText('Odeslaná')).toHaveLength(3);
    expect(within(orders).getAllByText(/^12\s990\sKč$/)).toHaveLength(3);
    expect(within(orders).getByText('4. 3. 2026')).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'Všechny objednávky' })).toHaveAttribute(
      'href',
      '/ucet/objednavky',
    );

    const buyouts = section('Rozpracované výkupy');
    expect(within(buyouts).getByRole('link', { name: 'V-2026-0042' })).toHaveAttribute(
      'href',
      '/vykup/prehled/42',
    );
    expect(within(buyouts).getByText('Apple iPhone 13 128 GB')).toBeInTheDocument();
    expect(within(buyouts).getByText('Zařízení doručeno')).toBeInTheDocument();
    expect(within(buyouts).getByText(/^6\s500\sKč$/)).toBeInTheDocument();

    const installments = section('Nákupy na splátky');
    expect(within(installments).getByRole('link', { name: 'Objednávka CZ26000003' })).toHaveAttribute(
      'href',
      '/ucet/objednavky/CZ26000003',
    );
    expect(within(installments).getByText('Home Credit')).toBeInTheDocument();
    expect(within(installments).getByText(/^10 × 1\s299\sKč$/)).toBeInTheDocument();
    expect(within(installments).getByText('Schválená')).toBeInTheDocument();

    const reviews = section('Ohodnoťte zakoupené zboží');
    expect(within(reviews).getByRole('link', { name: 'Apple iPhone 15 128 GB černý' })).toHaveAttribute(
      'href',
      '/mobilni-telefony/apple-iphone-15-128gb-cerny',
    );
    expect(within(reviews).getByText('Z objednávky CZ26000001 ze dne 1. 3. 2026')).toBeInTheDocument();

    const repairs = section('Opravy v\u00a0servisu');
    expect(within(repairs).getByRole('link', { name: 'SV-2026-000004' })).toHaveAttribute(
      'href',
      '/servis/stav?number=SV-2026-000004&email=jana.novakova%40example.cz',
    );
    expect(within(repairs).getByText('Po diagnostice – čeká na schválení ceny')).toBeInTheDocument();
    expect(within(repairs).getByText(/^3\s490\sKč$/)).toBeInTheDocument();

    expect(summaryRequests).toBe(1);
  });

  it('names a business customer’s account type and company', async () => {
    sessionUser = business;
    summary = {
      ...summaryOf(),
      profile: {
        ...summaryOf().profile,
        firstName: 'Petr',
        lastName: 'Svoboda',
        business: true,
        companyName: 'Firma Example s.r.o.',
      },
    };
    renderSummary();
    const card = await screen.findByRole('region', { name: 'Váš účet' });
    expect(screen.getByText('Dobrý den, Petr.')).toBeInTheDocument();
    expect(within(card).getByText('Firemní zákazník')).toBeInTheDocument();
    expect(within(card).getByText('Firma Example s.r.o.')).toBeInTheDocument();
  });

  it('says so in each part that has nothing to show', async () => {
    summary = emptySummary();
    renderSummary();
    await screen.findByRole('region', { name: 'Poslední objednávky' });
    expect(
      within(section('Poslední objednávky')).getByText('Zatím jste u nás nic neobjednali.'),
    ).toBeVisible();
    expect(
      within(section('Rozpracované výkupy')).getByText('Nemáte žádný rozpracovaný výkup.'),
    ).toBeVisible();
    expect(within(section('Nákupy na splátky')).getByText('Nemáte žádný nákup na splátky.')).toBeVisible();
    expect(
      within(section('Ohodnoťte zakoupené zboží')).getByText('Nemáte žádné zboží k hodnocení.'),
    ).toBeVisible();
    expect(
      within(section('Opravy v\u00a0servisu')).getByText('Žádnou opravu u nás právě nemáte.'),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed part’s own error while the other parts work', async () => {
    summary = { ...summaryOf(), buyouts: null, toReview: null };
    renderSummary();
    const buyouts = await screen.findByRole('region', { name: 'Rozpracované výkupy' });
    expect(within(buyouts).getByRole('alert')).toHaveTextContent('Výkupy se teď nepodařilo načíst.');
    expect(within(section('Ohodnoťte zakoupené zboží')).getByRole('alert')).toHaveTextContent(
      'Zboží k hodnocení se teď nepodařilo načíst.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(within(section('Poslední objednávky')).getByRole('link', { name: 'CZ26000004' })).toBeVisible();
    expect(within(section('Nákupy na splátky')).getByText('Home Credit')).toBeVisible();
  });

  it('offers to load the overview again when it fails', async () => {
    let failures = 1;
    server.use(
      http.get('/api/bff/account-summary', () => {
        summaryRequests += 1;
        if (failures-- > 0) {
          return HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 });
        }
        return HttpResponse.json(summary);
      }),
    );
    const { user } = renderSummary();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Přehled účtu se nepodařilo načíst');
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('region', { name: 'Poslední objednávky' })).toBeInTheDocument();
    expect(summaryRequests).toBe(2);
  });

  it('shows the Romanian overview with prices in lei', async () => {
    summary = summaryOf('RON');
    renderSummary({ shop: 'ro' });
    const orders = await screen.findByRole('region', { name: 'Comenzi recente' });
    expect(screen.getByText('Bună ziua, Jana.')).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'RO26000004' })).toHaveAttribute(
      'href',
      '/cont/comenzi/RO26000004',
    );
    expect(within(orders).getAllByText(/^12\.990\sLei$/)).toHaveLength(3);
    expect(within(orders).getAllByText('Expediată')).toHaveLength(3);
    expect(
      within(section('Răscumpărări în curs')).getByRole('link', { name: 'V-2026-0042' }),
    ).toHaveAttribute('href', '/rascumparare/rezumat/42');
    expect(within(section('Contul dumneavoastră')).getByText('Client')).toBeInTheDocument();
  });

  it('sends an anonymous visitor to the login page without asking for the summary', async () => {
    sessionUser = null;
    renderSummary();
    expect(await screen.findByRole('heading', { level: 1, name: 'Přihlášení' })).toBeInTheDocument();
    expect(screen.queryByText('Dobrý den, Jana.')).not.toBeInTheDocument();
    expect(summaryRequests).toBe(0);
  });
});
