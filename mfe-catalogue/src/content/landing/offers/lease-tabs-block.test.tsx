import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { LeaseOffer, LimitedOffers } from 'shared-domain/contracts/landing.ts';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import contentCsCZ from '../../../messages/content.cs-CZ.ts';
import catalogueCsCZ from '../../../messages/cs-CZ.ts';

const csCZ = { ...catalogueCsCZ, ...contentCsCZ };

import type { PublishedComponent } from '../../components/component-renderers.tsx';
import { LeaseTabsBlock } from './lease-tabs-block.tsx';
import { TimeLimitedOffersBlock } from './time-limited-offers-block.tsx';

const realNow = Date.now.bind(Date);
/** The server's clock: the real one. The browser's is set an hour ahead in the tests below. */
let serverEndsIn = 60 * 60 * 1000;
const czk = (amount: number) => ({ amount, currency: 'CZK' as const });

function offer(name: string, endsAt: string): LeaseOffer {
  return {
    product: {
      seoName: name.toLowerCase().replace(/ /g, '-'),
      name,
      typeSeoName: 'telefony',
      imageUrl: '/x.svg',
    },
    regularPrice: czk(2_299_000),
    offerPrice: czk(1_999_000),
    startsAt: new Date(realNow() - 60_000).toISOString(),
    endsAt,
    secondsLeft: Math.round((Date.parse(endsAt) - realNow()) / 1000),
    lease: { monthly: czk(89_900), termMonths: 24, apr: 9.9, totalPayable: czk(2_157_600) },
  };
}

/** The api's answer at the server's now: offers ended on its clock are left out. */
function leaseAnswer(): LimitedOffers {
  const now = realNow();
  const short = new Date(now + serverEndsIn).toISOString();
  const long = new Date(now + 2 * 86_400_000).toISOString();
  const running = (offers: LeaseOffer[]) => offers.filter((item) => Date.parse(item.endsAt) > now);
  return {
    type: 'lease_tabs',
    componentPk: 7,
    heading: 'Leasing telefonů',
    serverNow: new Date(now).toISOString(),
    defaultTab: 'tablety',
    tabs: [
      { key: 'telefony', label: 'Telefony', offers: running([offer('Apple iPhone 15', short)]) },
      { key: 'tablety', label: 'Tablety', offers: running([offer('Apple iPad Air', long)]) },
    ],
  };
}

setupTestServer(
  http.get('/api/new/leases/time-limited-offer/limited-offers-lease/:pk/', () =>
    HttpResponse.json(leaseAnswer()),
  ),
);

const component = (type: 'lease_tabs' | 'time_limited_offers'): PublishedComponent => ({
  id: 7,
  type,
  params: {},
});

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/info/leasing');
  serverEndsIn = 60 * 60 * 1000;
});
afterEach(() => jest.restoreAllMocks());

describe('lease tabs', () => {
  it('opens the default tab and shows each monthly price with its representative example', async () => {
    renderWithProviders(<LeaseTabsBlock component={component('lease_tabs')} />, { messages: csCZ });
    const tab = await screen.findByRole('tab', { name: 'Tablety' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Tablety' });
    expect(within(panel).getByText(/^899\sKč měsíčně$/)).toBeInTheDocument();
    expect(
      within(panel).getByText(
        /Reprezentativní příklad: celková splatná částka 21\s576\sKč, RPSN 9,9\s%, doba splácení 24 měsíců\./,
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('timer')).toHaveTextContent(/Končí za (1 den|2 dny) \d\d:\d\d:\d\d/);
  });

  it('opens the tab of the URL fragment before the default', async () => {
    history.replaceState(null, '', '/info/leasing#telefony');
    renderWithProviders(<LeaseTabsBlock component={component('lease_tabs')} />, { messages: csCZ });
    expect(await screen.findByRole('tab', { name: 'Telefony' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Telefony' })).toHaveTextContent('Apple iPhone 15');
  });
});

describe('time-limited offers', () => {
  it("leave at their end on the server's clock though the browser's clock is an hour ahead", async () => {
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 3_600_000);
    serverEndsIn = 1500;
    history.replaceState(null, '', '/info/leasing#telefony');
    renderWithProviders(<LeaseTabsBlock component={component('lease_tabs')} />, { messages: csCZ });
    // By the browser's clock the offer ended long ago; by the server's it runs 1.5 s more.
    expect(await screen.findByText('Apple iPhone 15')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Telefony' })).toHaveTextContent(/Končí za\s+00:00:0[12]/);
    await waitFor(() => expect(screen.queryByText('Apple iPhone 15')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
    // The tab with no offer left is gone; the other one is shown.
    expect(screen.queryByRole('tab', { name: 'Telefony' })).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Tablety' })).toBeInTheDocument();
  });

  it('a time-limited offers component shows nothing when the page holds another type under its id', async () => {
    renderWithProviders(<TimeLimitedOffersBlock component={component('time_limited_offers')} />, {
      messages: csCZ,
    });
    // Loading: the heading over a placeholder; the answer is lease tabs, so the block goes away.
    expect(screen.getByRole('heading', { name: 'Časově omezené nabídky' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Časově omezené nabídky' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
