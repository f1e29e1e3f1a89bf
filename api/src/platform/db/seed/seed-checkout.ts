import { type ShopCode, shopCodes } from 'shared-domain';
import { VAT_RATE_PERCENT, vatIncluded } from '../../../cart/cart-totals.ts';
import { pickupSearchText } from '../../../checkout/dispensing-places.ts';
import { pickupPointSeeds } from '../../../checkout/pickup-point-data.ts';
import { hashOrderToken, orderTokenOf } from '../../../orders/order-tokens.ts';
import type { Db, DeliveryStatus, DeliveryType, OrderStatus, PaymentType } from '../schema.ts';
import type { SeededRandom } from './random.ts';

// Issue 5: the pickup points of both countries, and the checkout details of the seeded orders
// (seed-orders.ts kept only totals): e-mail, billing address, payment and delivery by status.

const DAY = 24 * 60 * 60 * 1000;

const guestAddresses: Record<
  ShopCode,
  { first: string; last: string; street: string; city: string; postcode: string; phone: string }[]
> = {
  cz: [
    {
      first: 'Jana',
      last: 'Nováková',
      street: 'Korunní 1208/74',
      city: 'Praha',
      postcode: '101 00',
      phone: '+420 602 111 222',
    },
    {
      first: 'Petr',
      last: 'Svoboda',
      street: 'Masarykova 427/31',
      city: 'Brno',
      postcode: '602 00',
      phone: '+420 731 222 333',
    },
    {
      first: 'Lucie',
      last: 'Dvořáková',
      street: 'Nádražní 120',
      city: 'Ostrava',
      postcode: '702 00',
      phone: '+420 775 333 444',
    },
    {
      first: 'Tomáš',
      last: 'Černý',
      street: 'Klatovská třída 54',
      city: 'Plzeň',
      postcode: '301 00',
      phone: '+420 608 444 555',
    },
  ],
  ro: [
    {
      first: 'Andreea',
      last: 'Popescu',
      street: 'Strada Lipscani 45',
      city: 'București',
      postcode: '030033',
      phone: '+40 721 111 222',
    },
    {
      first: 'Mihai',
      last: 'Ionescu',
      street: 'Strada Horea 12',
      city: 'Cluj-Napoca',
      postcode: '400174',
      phone: '+40 744 222 333',
    },
    {
      first: 'Elena',
      last: 'Dumitrescu',
      street: 'Bulevardul Copou 8',
      city: 'Iași',
      postcode: '700506',
      phone: '+40 755 333 444',
    },
    {
      first: 'Radu',
      last: 'Stan',
      street: 'Strada Alba Iulia 3',
      city: 'Timișoara',
      postcode: '300077',
      phone: '+40 766 444 555',
    },
  ],
};

function paymentOf(status: OrderStatus, random: SeededRandom, shop: ShopCode) {
  const online: PaymentType[] = shop === 'cz' ? ['card', 'google_pay', 'twisto'] : ['card', 'apple_pay'];
  if (status === 'cancelled') return { type: 'card' as PaymentType, status: 'not_paid' as const };
  if (status === 'new')
    return random.chance(0.5)
      ? { type: 'card' as PaymentType, status: 'pending' as const }
      : { type: 'cash_on_delivery' as PaymentType, status: 'not_paid' as const };
  return { type: random.pick(online), status: 'paid' as const };
}

function deliveryStatusOf(status: OrderStatus, delivery: DeliveryType): DeliveryStatus {
  if (status === 'delivered') return 'delivered';
  if (status === 'shipped') return delivery === 'store' ? 'ready_for_pickup' : 'in_transit';
  return 'preparing';
}

export async function seedCheckout(trx: Db, random: SeededRandom, now: Date): Promise<void> {
  const points = await trx
    .insertInto('pickup_points')
    .values(
      pickupPointSeeds.map((point) => ({
        shop: point.shop,
        network: point.network,
        code: point.code,
        name: point.name,
        street: point.street,
        city: point.city,
        postcode: point.postcode,
        latitude: point.latitude,
        longitude: point.longitude,
        opening_hours: JSON.stringify(point.openingHours),
        is_congested: point.congested,
        search_text: pickupSearchText(point.name, point.street, point.city, point.postcode),
      })),
    )
    .returning(['id', 'shop', 'is_congested'])
    .execute();

  for (const shop of shopCodes) {
    const stores = await trx
      .selectFrom('stores')
      .select('id')
      .where('shop', '=', shop)
      .where('kind', '=', 'store')
      .orderBy('id')
      .execute();
    const orders = await trx
      .selectFrom('orders as o')
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'o.id',
        'o.number',
        'o.status',
        'o.created_at',
        'o.total_amount',
        'u.email',
        'u.first_name',
        'u.last_name',
      ])
      .where('o.shop', '=', shop)
      .orderBy('o.id')
      .execute();
    for (const order of orders) {
      const guest = random.pick(guestAddresses[shop]);
      const first = order.first_name ?? guest.first;
      const last = order.last_name ?? guest.last;
      const email =
        order.email ??
        `${guest.first}.${guest.last}@example.${shop}`
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase();
      const deliveryType = random.pick<DeliveryType>(['store', 'pickup_point', 'courier']);
      const payment = paymentOf(order.status, random, shop);
      const point = random.pick(points.filter((p) => p.shop === shop && !p.is_congested));
      const handedOver = order.status === 'shipped' || order.status === 'delivered';
      const address = { address: guest.street, city: guest.city, postcode: guest.postcode };
      await trx
        .updateTable('orders')
        .set({
          email,
          access_token_hash: hashOrderToken(
            orderTokenOf(
              { orderTokenSecret: process.env.ORDER_TOKEN_SECRET?.trim() || undefined },
              order.number,
            ),
          ),
          payment_type:
            deliveryType === 'store' && payment.type === 'cash_on_delivery' ? 'cash_in_store' : payment.type,
          payment_status: payment.status,
          paid_at: payment.status === 'paid' ? new Date(order.created_at.getTime() + 5 * 60_000) : null,
          delivery_type: deliveryType,
          // The seeded totals cover the goods only: delivery was free on these orders.
          delivery_price: 0,
          vat_amount: vatIncluded(order.total_amount, VAT_RATE_PERCENT[shop]),
          store_id: deliveryType === 'store' ? random.pick(stores).id : null,
          pickup_point_id: deliveryType === 'pickup_point' ? point.id : null,
          billing_address: JSON.stringify({
            first_name: first,
            last_name: last,
            email,
            phone: guest.phone,
            invoice_on_company: false,
            ...address,
          }),
          delivery_address:
            deliveryType === 'courier'
              ? JSON.stringify({ name: `${first} ${last}`, phone: guest.phone, ...address })
              : null,
          order_info: JSON.stringify({
            consent_to_terms_of_service: true,
            consent_marketing: false,
            create_account: false,
          }),
          delivery_number:
            handedOver && deliveryType !== 'store'
              ? `${shop === 'cz' ? 'Z' : 'SD'}${random.digits(10)}`
              : null,
          delivery_status: deliveryStatusOf(order.status, deliveryType),
          delivered_at:
            order.status === 'delivered'
              ? new Date(Math.min(order.created_at.getTime() + 2 * DAY, now.getTime()))
              : null,
        })
        .where('id', '=', order.id)
        .execute();
    }
    await nameSeededLines(trx, shop);
    // Numbers of new orders continue above the seeded ones (CZ26000001…).
    const numbers = orders.map((order) => Number(order.number.slice(4)));
    if (numbers.length > 0)
      await trx
        .insertInto('order_number_counters')
        .values({
          shop,
          year: 2000 + Number(orders[0].number.slice(2, 4)),
          last_number: Math.max(...numbers),
        })
        .execute();
  }
}

/** Seeded lines carry no name or final price yet (seed-reviews kept unit prices only). */
async function nameSeededLines(trx: Db, shop: ShopCode): Promise<void> {
  const lines = await trx
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .innerJoin('products as p', 'p.id', 'oi.product_id')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .select([
      'oi.id',
      'oi.quantity',
      'oi.unit_price',
      'mf.name as manufacturer',
      'm.name as model',
      'p.storage_gb',
    ])
    .where('o.shop', '=', shop)
    .where('oi.name', 'is', null)
    .execute();
  for (const line of lines) {
    const storage =
      line.storage_gb === null
        ? ''
        : ` ${line.storage_gb >= 1024 ? `${line.storage_gb / 1024} TB` : `${line.storage_gb} GB`}`;
    await trx
      .updateTable('order_items')
      .set({
        name: `${line.manufacturer} ${line.model}${storage}`,
        final_price: line.unit_price * line.quantity,
      })
      .where('id', '=', line.id)
      .execute();
  }
}
