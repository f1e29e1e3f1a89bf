import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CurrentUser } from 'shared-domain';
import { business, customer, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { AccountRoutes } from '../testing/account-routes.tsx';

let sessionUser: CurrentUser | null = null;
let logouts = 0;
let whoAmIRequests = 0;

setupTestServer(
  http.get('/api/new/accounts/me', () => {
    whoAmIRequests += 1;
    return HttpResponse.json({ user: sessionUser });
  }),
  http.get('/api/new/cart/count', () => HttpResponse.json({ count: 0 })),
  http.post('/api/new/accounts/logout', () => {
    logouts += 1;
    sessionUser = null;
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeEach(() => {
  sessionUser = null;
  logouts = 0;
  whoAmIRequests = 0;
});

describe('account page', () => {
  it('sends an anonymous visitor to the login page, to come back afterwards', async () => {
    renderWithProviders(<AccountRoutes />, { messages: csCZ, initialEntries: ['/ucet'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Přihlášení' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeInTheDocument();
  });

  it('summarises the logged-in user with the role in words and the company', async () => {
    sessionUser = business;
    renderWithProviders(<AccountRoutes />, { messages: csCZ, initialEntries: ['/ucet'] });
    expect(await screen.findByText('Dobrý den, Petr.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Přehled účtu' });
    const pairs = within(summary)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Jméno', 'Petr Svoboda'],
      ['E-mail', 'nakup@firma-example.cz'],
      ['Typ účtu', 'Firemní zákazník'],
      ['Firma', 'Firma Example s.r.o.'],
    ]);
  });

  it('leaves out the company of a private customer', async () => {
    sessionUser = customer;
    renderWithProviders(<AccountRoutes />, { messages: csCZ, initialEntries: ['/ucet'] });
    const summary = await screen.findByRole('region', { name: 'Přehled účtu' });
    expect(within(summary).getByText('Zákazník')).toBeInTheDocument();
    expect(within(summary).queryByText('Firma')).not.toBeInTheDocument();
  });

  it('logs out and goes home', async () => {
    sessionUser = customer;
    const { user } = renderWithProviders(<AccountRoutes />, { messages: csCZ, initialEntries: ['/ucet'] });
    await user.click(await screen.findByRole('button', { name: 'Odhlásit se' }));
    expect(await screen.findByText('Other page: /')).toBeInTheDocument();
    expect(logouts).toBe(1);
    // The session is asked again; the visitor stays on the home page, not sent to the login form.
    await waitFor(() => expect(whoAmIRequests).toBe(2));
    expect(screen.getByText('Other page: /')).toBeInTheDocument();
  });

  it('is mounted at /cont in the Romanian shop', async () => {
    sessionUser = customer;
    renderWithProviders(<AccountRoutes />, { shop: 'ro', messages: roRO, initialEntries: ['/cont'] });
    expect(await screen.findByRole('button', { name: 'Deconectați-vă' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contul meu' })).toBeInTheDocument();
  });
});
