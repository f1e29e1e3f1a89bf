import { screen, within } from '@testing-library/react';
import type { ShopCode } from 'shared-domain';
import { type RenderWithProvidersOptions, renderWithProviders } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { BuyoutRoutes } from './buyout-routes.tsx';

/** The remote's routes at `url`, in the shop's language, as a customer would open it. */
export function renderBuyout(url: string, shop: ShopCode = 'cz', options: RenderWithProvidersOptions = {}) {
  return renderWithProviders(<BuyoutRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [url],
    ...options,
  });
}

type User = ReturnType<typeof renderBuyout>['user'];

/** Picks an answer of the question whose text contains `question`. */
export async function answer(user: User, question: string | RegExp, choice: string) {
  const group = screen.getByRole('group', {
    name: typeof question === 'string' ? new RegExp(question) : question,
  });
  await user.click(within(group).getByRole('radio', { name: choice }));
}

/** The answers of a device like new (A+, 10 000 Kč in the test appraisal). */
export async function answerAsNew(user: User) {
  await answer(user, 'Zapne se zařízení', 'Ano, zapne se');
  await answer(user, 'Funguje displej', 'Ano, bez vady');
  await answer(user, 'Jak vypadá displej', 'Jako nový');
  await answer(user, 'Jak vypadá tělo', 'Jako nové');
  await answer(user, 'originální nabíječku', 'Ano');
  await answer(user, 'kapacita baterie', '80 % a více');
}

export function pricePanel(): HTMLElement {
  return screen.getByRole('region', { name: /Vaše nabídka|Oferta dumneavoastră/ });
}
