import { type ShopCode, shops } from 'shared-domain';
import type { HandoverKind, ServiceOperationKind, ServiceStatus } from 'shared-domain/contracts';
import { yearIn } from '../../../buyout/formatting.ts';
import {
  insertServiceHistory,
  insertServiceOrder,
  nextServiceNumber,
} from '../../../service/service-order-repository.ts';
import type { Db } from '../schema.ts';

// Repairs of the demo customers (issue 7): one at each interesting point of the timeline, so the
// status page, the account and the staff list have something to show. The diagnosed one has a
// higher quote waiting for the customer's approval. Numbers follow the creation order:
// SV-2026-000001…4 (jana.novakova@example.cz), SR-2026-000001…4 (ana.popescu@example.ro).

interface ServiceOrderPlan {
  model: string;
  colour: string;
  kinds: ServiceOperationKind[];
  /** Days before the seed time the repair was booked. */
  bookedDaysAgo: number;
  /** The steps after 'booked', one day apart. */
  steps: ServiceStatus[];
  handover: HandoverKind;
  /** A changed price after the diagnosis: minor units added to the booked price. */
  quoteSurcharge?: Record<ShopCode, number>;
  imei: string;
  fault: Record<ShopCode, string>;
  quoteNote?: Record<ShopCode, string>;
}

const plans: ServiceOrderPlan[] = [
  {
    model: 'xiaomi-14',
    colour: 'black',
    kinds: ['charging_port'],
    bookedDaysAgo: 13,
    steps: ['received', 'diagnosed', 'quote_approved', 'in_repair', 'ready', 'collected'],
    handover: 'centre',
    imei: '35684810123456',
    fault: {
      cz: 'Telefon se nenabíjí, kabel v konektoru drží jen pod úhlem.',
      ro: 'Telefonul nu se încarcă, cablul ține în port doar înclinat.',
    },
  },
  {
    model: 'samsung-galaxy-s24',
    colour: 'onyx-black',
    kinds: ['battery'],
    bookedDaysAgo: 7,
    steps: ['received', 'diagnosed', 'quote_approved', 'in_repair'],
    handover: 'centre',
    imei: '35291511876543',
    fault: {
      cz: 'Baterie vydrží sotva půl dne a telefon se při 20 % vypíná.',
      ro: 'Bateria ține abia jumătate de zi și telefonul se oprește la 20 %.',
    },
  },
  {
    model: 'apple-iphone-15',
    colour: 'black',
    kinds: ['diagnosis', 'display'],
    bookedDaysAgo: 3,
    steps: ['received', 'diagnosed'],
    handover: 'centre',
    quoteSurcharge: { cz: 149_000, ro: 29_900 },
    imei: '35391911234567',
    fault: {
      cz: 'Po pádu je prasklý displej a nefunguje dotyk v horní části.',
      ro: 'După o cădere ecranul e spart și atingerea nu merge în partea de sus.',
    },
    quoteNote: {
      cz: 'Kromě displeje je poškozený i konektor nabíjení, nutná jeho výměna.',
      ro: 'Pe lângă ecran este deteriorat și portul de încărcare, trebuie înlocuit.',
    },
  },
  {
    model: 'google-pixel-8',
    colour: 'obsidian',
    kinds: ['back_glass'],
    bookedDaysAgo: 1,
    steps: [],
    handover: 'courier',
    imei: '35866012345678',
    fault: {
      cz: 'Prasklé zadní sklo, telefon jinak funguje bez problémů.',
      ro: 'Sticla din spate este spartă, altfel telefonul funcționează normal.',
    },
  },
];

const customers: Record<
  ShopCode,
  { email: string; staff: string; phone: string; address: Record<string, string> }
> = {
  cz: {
    email: 'jana.novakova@example.cz',
    staff: 'admin@example.cz',
    phone: '+420601234567',
    address: { street: 'Korunní 2569/108', city: 'Praha', postcode: '101 00' },
  },
  ro: {
    email: 'ana.popescu@example.ro',
    staff: 'admin@example.ro',
    phone: '+40721234567',
    address: { street: 'Strada Lipscani 45', city: 'București', postcode: '030033' },
  },
};

/** Hand-over windows of the seeded centre bookings: 10:30–12:30 local on the booking day's morrow. */
const utcOffset: Record<ShopCode, string> = { cz: '+01:00', ro: '+02:00' };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The IMEI's Luhn check digit appended to its 14 digits. */
function withCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) digit *= 2;
    sum += digit > 9 ? digit - 9 : digit;
  }
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

export async function seedServiceOrders(trx: Db, createdAt: Date): Promise<void> {
  for (const shop of ['cz', 'ro'] as const) {
    for (const plan of plans) await seedOrder(trx, shop, plan, createdAt);
  }
}

async function seedOrder(trx: Db, shop: ShopCode, plan: ServiceOrderPlan, seedTime: Date): Promise<void> {
  const customer = customers[shop];
  const model = await trx
    .selectFrom('models as m')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .leftJoin('model_colours as mc', (join) =>
      join.onRef('mc.model_id', '=', 'm.id').on('mc.code', '=', plan.colour),
    )
    .select(['m.id', 'm.name', 'mf.name as manufacturer', 'mc.id as colourId'])
    .where('m.seo_name', '=', plan.model)
    .executeTakeFirst();
  const operations = model
    ? await trx
        .selectFrom('service_operations as o')
        .innerJoin('service_operation_texts as t', (join) =>
          join.onRef('t.kind', '=', 'o.kind').on('t.shop', '=', shop),
        )
        .select(['o.id', 't.name', 'o.price_czk', 'o.price_ron'])
        .where('o.model_id', '=', model.id)
        .where('o.kind', 'in', plan.kinds)
        .where('o.is_active', '=', true)
        .orderBy('o.position')
        .execute()
    : [];
  // The operations seed decides which devices are repaired; a plan without its operations is left out.
  if (!model || operations.length === 0) return;
  const [user, staff, centre] = await Promise.all([
    trx
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('shop', '=', shop)
      .where('email', '=', customer.email)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('users')
      .select('id')
      .where('shop', '=', shop)
      .where('email', '=', customer.staff)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('stores')
      .select('id')
      .where('shop', '=', shop)
      .where('kind', '=', 'service_centre')
      .orderBy('id')
      .executeTakeFirstOrThrow(),
  ]);
  const priced = operations.map((operation) => ({
    id: operation.id,
    name: operation.name,
    price: shops[shop].currency === 'CZK' ? operation.price_czk : operation.price_ron,
  }));
  const booked = priced.reduce((sum, operation) => sum + operation.price, 0);
  const bookedAt = new Date(seedTime.getTime() - plan.bookedDaysAgo * DAY_MS);
  const stepAt = (index: number) => new Date(bookedAt.getTime() + (index + 1) * DAY_MS);
  const handoverDay = new Date(bookedAt.getTime() + DAY_MS).toISOString().slice(0, 10);
  const quote = plan.steps.includes('diagnosed') ? booked + (plan.quoteSurcharge?.[shop] ?? 0) : null;
  const approvedIndex = plan.steps.indexOf('quote_approved');

  const id = await insertServiceOrder(
    trx,
    {
      number: await nextServiceNumber(trx, shop, yearIn(shop, bookedAt)),
      shop,
      user_id: user.id,
      model_id: model.id,
      model_colour_id: model.colourId,
      device_name: `${model.manufacturer} ${model.name}`,
      identifier_kind: 'imei',
      identifier: withCheckDigit(plan.imei),
      fault_description: plan.fault[shop],
      handover: plan.handover,
      centre_id: plan.handover === 'centre' ? centre.id : null,
      timeslot_from: plan.handover === 'centre' ? `${handoverDay}T10:30:00${utcOffset[shop]}` : null,
      timeslot_to: plan.handover === 'centre' ? `${handoverDay}T12:30:00${utcOffset[shop]}` : null,
      pickup_address: plan.handover === 'courier' ? JSON.stringify(customer.address) : null,
      first_name: user.first_name,
      last_name: user.last_name,
      email: customer.email,
      phone: customer.phone,
      currency: shops[shop].currency,
      booked_price: booked,
      idempotency_key: null,
      created_at: bookedAt,
    },
    priced,
  );
  const status = plan.steps.at(-1) ?? 'booked';
  await trx
    .updateTable('service_orders')
    .set({
      status,
      quote_price: quote,
      quote_note: plan.quoteNote?.[shop] ?? null,
      quote_approved_at: approvedIndex >= 0 ? stepAt(approvedIndex) : null,
      updated_at: plan.steps.length > 0 ? stepAt(plan.steps.length - 1) : bookedAt,
    })
    .where('id', '=', id)
    .execute();
  await insertServiceHistory(trx, [
    { orderId: id, status: 'booked', at: bookedAt, note: null, changedBy: null },
    ...plan.steps.map((step, index) => ({
      orderId: id,
      status: step,
      at: stepAt(index),
      note: step === 'diagnosed' ? (plan.quoteNote?.[shop] ?? null) : null,
      changedBy: staff.id,
    })),
  ]);
}
