import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ShopCode } from 'shared-domain';
import { mailsTo } from '../../api/src/test-support/outbox.ts';
import { expect, pageHeading } from './fixtures.ts';

// Steps of a purchase shared by the checkout and account specs: the shop's delivery and payment
// names (they come from the api, in the shop's language), a phone put into the cart, the order form
// filled in, and the e-mails the shop sent (the api's outbox of the e2e data folder).

export { mailsTo };

export const dataDirOf = (shop: ShopCode) => path.resolve(import.meta.dirname, '../../var/e2e', shop);

export const names = {
  cz: {
    store: 'Osobní odběr na prodejně',
    pickupPoint: 'Výdejní místo Zásilkovna',
    card: 'Platební karta online',
    cashOnDelivery: 'Dobírka',
    cashInStore: 'Hotově nebo kartou na prodejně',
    installments: 'Nákup na splátky',
    approve: 'Schválit platbu',
    decline: 'Zamítnout platbu',
    discountCode: 'VITEJTE10',
    pickupSearch: 'Praha',
    customer: {
      first: 'Petr',
      last: 'Svoboda',
      phone: '+420 777 123 456',
      street: 'Vinohradská 12',
      city: 'Praha',
      postcode: '120 00',
    },
  },
  ro: {
    store: 'Ridicare personală din magazin',
    pickupPoint: 'Easybox Sameday',
    card: 'Card bancar online',
    cashOnDelivery: 'Ramburs',
    cashInStore: 'Numerar sau card în magazin',
    installments: 'Cumpărare în rate',
    approve: 'Aprobați plata',
    decline: 'Refuzați plata',
    discountCode: 'BINEVENIT10',
    pickupSearch: 'Cluj',
    customer: {
      first: 'Mihai',
      last: 'Ionescu',
      phone: '0722 123 456',
      street: 'Strada Memorandumului 28',
      city: 'Cluj-Napoca',
      postcode: '400114',
    },
  },
} as const;

/** Puts a phone in stock into the browser's cart through the api, the way the product page does. */
export async function putPhoneInCart(page: Page, baseURL: string, shop: ShopCode): Promise<void> {
  const type = shop === 'cz' ? 'telefony' : 'telefoane';
  const list = await page.request.get(`/api/new/catalogue/products?type=${type}&pageSize=24`);
  const { items } = (await list.json()) as { items: { id: number; inStock?: boolean }[] };
  for (const product of items) {
    const response = await page.request.post('/api/new/cart/items', {
      data: { productId: product.id, quantity: 1 },
      headers: { origin: baseURL },
    });
    if (response.status() === 201) return;
  }
  throw new Error('no phone in stock to buy');
}

export const radio = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });

/** From the cart: pickup at the first store, paid there in cash, on to the order form. */
export async function goToCheckoutPayingInStore(page: Page, shop: ShopCode, t: (id: string) => string) {
  await radio(page, names[shop].store).click();
  await page
    .getByRole('combobox', { name: t('checkout.store.label'), exact: true })
    .selectOption({ index: 1 });
  await radio(page, names[shop].cashInStore).click();
  await page.getByRole('link', { name: t('cart.toCheckout') }).click();
  await expect(pageHeading(page)).toHaveText(t('cart.checkout.title'));
}

export async function fillOrderForm(page: Page, shop: ShopCode, t: (id: string) => string, email: string) {
  const c = names[shop].customer;
  const field = (name: string) =>
    page.getByRole('textbox', { name: t(`checkout.field.order_billing_address.${name}`), exact: true });
  await field('first_name').fill(c.first);
  await field('last_name').fill(c.last);
  await field('email').fill(email);
  await field('phone').fill(c.phone);
  await field('address').fill(c.street);
  await field('city').fill(c.city);
  await field('postcode').fill(c.postcode);
  await page
    .getByRole('checkbox', { name: t('checkout.field.order_info.consent_to_terms_of_service') })
    .check();
}

export function uniqueEmail(shop: ShopCode, what: string) {
  return `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.${shop === 'cz' ? 'cz' : 'ro'}`;
}
