import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer } from 'shared-ui/testing.ts';
import { BUYOUT_API } from '../buyout-api.ts';
import { quoteFixture } from '../testing/buyout-fixtures.ts';
import { apiError, type BuyoutApiLog, buyoutApiHandlers } from '../testing/buyout-handlers.ts';
import { testRouter } from '../testing/buyout-routes.tsx';
import { pricePanel, renderBuyout } from '../testing/render-buyout.tsx';

const log: BuyoutApiLog = { requests: [], sentToEmail: [] };
const server = setupTestServer(...buyoutApiHandlers('cz', log));

beforeEach(() => {
  log.requests.length = 0;
  log.sentToEmail.length = 0;
});

const QUOTE_LINK = '/vykup/telefony/apple/iphone-13/midnight?quote=q-123';
const checked = (question: string) =>
  within(screen.getByRole('group', { name: new RegExp(question) }))
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.parentElement?.textContent);

async function sendOffer(user: ReturnType<typeof renderBuyout>['user']) {
  await user.click(screen.getByRole('button', { name: 'Poslat nabídku e-mailem' }));
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'jana.novakova@example.cz');
  await user.click(screen.getByRole('button', { name: 'Odeslat nabídku' }));
  await screen.findByText(/Nabídku jsme poslali/);
}

describe('reopening an e-mailed quote (?quote=<token>)', () => {
  it('restores its answers and price, and honours its price while it is valid', async () => {
    const { user } = renderBuyout(QUOTE_LINK);
    await waitFor(() => expect(checked('Jak vypadá displej')).toEqual(['Drobné škrábance']));
    expect(pricePanel()).toHaveTextContent('Nabízíme8 500 Kč');
    expect(screen.getByText(/^Otevřeli jste nabídku/).closest('[role="status"]')).toHaveTextContent(
      'Otevřeli jste nabídku z e-mailu: za zařízení v popsaném stavu vám dáme 8 500 Kč. Nabídka platí do 1. 12. 2026.',
    );
    await sendOffer(user);
    expect(log.sentToEmail).toEqual([expect.objectContaining({ quote: 'q-123' })]);
    expect(log.requests.filter((request) => request.includes('/quotes/'))).toEqual([
      'GET /api/new/buyout/quotes/q-123/',
    ]);
  });

  it('restores an expired quote’s answers but says the current price applies', async () => {
    server.use(
      http.get(`${BUYOUT_API}/quotes/:token/`, () => HttpResponse.json(quoteFixture({ expired: true }))),
    );
    const { user } = renderBuyout(QUOTE_LINK);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Platnost nabídky skončila');
    expect(notice).toHaveTextContent(
      'Nabídka z e-mulu platila do 1. 12. 2026. Platí aktuální cena podle vašich odpovědí.'.replace(
        'e-mulu',
        'e-mailu',
      ),
    );
    await waitFor(() => expect(checked('Jak vypadá displej')).toEqual(['Drobné škrábance']));
    await sendOffer(user);
    expect(log.sentToEmail[0]).not.toHaveProperty('quote');
  });

  it('opens the quoted device when the link names only the quote', async () => {
    renderBuyout('/vykup?quote=q-123');
    await waitFor(() =>
      expect(testRouter.location.pathname).toBe('/vykup/telefony/apple/iphone-13/midnight'),
    );
    expect(testRouter.location.search).toBe('?quote=q-123');
    await waitFor(() => expect(checked('Jak vypadá tělo')).toEqual(['Jako nové']));
  });

  it('says so when the quote cannot be found, and leaves the questions unanswered', async () => {
    server.use(http.get(`${BUYOUT_API}/quotes/:token/`, () => apiError(404, 'quote_not_found', 'No quote.')));
    renderBuyout(QUOTE_LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nabídku z odkazu jsme nenašli. Odpovězte prosím na otázky znovu.',
    );
    expect(checked('Zapne se zařízení')).toEqual([]);
  });
});
