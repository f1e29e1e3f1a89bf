import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { type ShopCode, shops } from 'shared-domain';
import { buyoutPagePath } from 'shared-domain/buyout';
import { PLACES_PATH } from 'shared-ui/places';
import { places, setupTestServer } from 'shared-ui/testing.ts';
import { type BuyoutApiLog, buyoutApiHandlers } from './testing/buyout-handlers.ts';
import { renderBuyout } from './testing/render-buyout.tsx';

// Every buyout page names the browser tab after its own heading ("Stav výkupu – Mobilní svět"),
// so tabs, history and a screen reader's announcement on arrival tell the pages apart.

const log: BuyoutApiLog = { requests: [], sentToEmail: [] };
const server = setupTestServer(
  ...buyoutApiHandlers('cz', log),
  http.get(PLACES_PATH, () => HttpResponse.json(places)),
);

const pages: [ShopCode, string, string][] = [
  ['cz', '/vykup', 'Výkup zařízení'],
  ['cz', buyoutPagePath('cz', 'tracking'), 'Stav výkupu'],
  ['cz', buyoutPagePath('cz', 'centres'), 'Výkupní centra'],
  ['cz', `${buyoutPagePath('cz', 'review', 42)}?token=t0k3n`, 'Výkup V-2026-000042'],
  [
    'cz',
    `${buyoutPagePath('cz', 'thankYou', 42)}?token=t0k3n`,
    'Děkujeme, výkup č. V-2026-000042 jsme přijali',
  ],
  ['ro', '/rascumparare', 'Răscumpărarea dispozitivelor'],
  ['ro', buyoutPagePath('ro', 'tracking'), 'Starea răscumpărării'],
  ['ro', buyoutPagePath('ro', 'centres'), 'Centre de răscumpărare'],
  ['ro', `${buyoutPagePath('ro', 'review', 42)}?token=t0k3n`, 'Răscumpărarea V-2026-000042'],
  [
    'ro',
    `${buyoutPagePath('ro', 'thankYou', 42)}?token=t0k3n`,
    'Vă mulțumim, am primit răscumpărarea nr. V-2026-000042',
  ],
];

describe('buyout page titles', () => {
  it.each(pages)('%s %s is titled after its heading', async (shop, url, heading) => {
    server.use(...buyoutApiHandlers(shop, log));
    renderBuyout(url, shop);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} – ${shops[shop].title}`);
  });
});

describe('the appraisal of a chosen device', () => {
  it.each([
    ['cz', '/vykup/telefony/apple/iphone-13/midnight', 'Výkup: iPhone 13 – Mobilní svět'],
    ['ro', '/rascumparare/telefony/apple/iphone-13/midnight', 'Răscumpărare: iPhone 13 – Lumea Mobilă'],
  ] as const)('%s names the tab after the model', async (shop, url, title) => {
    server.use(...buyoutApiHandlers(shop, log));
    renderBuyout(url, shop);
    await waitFor(() => expect(document.title).toBe(title));
  });
});
