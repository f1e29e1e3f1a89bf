import { createHash } from 'node:crypto';
import { type QualityGrade, type ShopCode, shopCodes } from 'shared-domain';
import {
  appraise,
  type ConditionAnswers,
  choicesFromAnswers,
  type DeviceCondition,
} from 'shared-domain/buyout';
import { isLuhnValid } from 'shared-domain/validation';
import { nextBuyoutNumber } from '../../../buyout/buyout-repository.ts';
import { yearIn } from '../../../buyout/formatting.ts';
// The seeded buyouts are made the way the api makes them: the same appraisal and pricing rules.
import { loadAppraisal } from '../../../buyout/load-appraisal.ts';
import type { Db, StoredFields } from '../schema.ts';
import { buyoutCustomers, buyoutNotes, buyoutPlans } from './buyout-customers.ts';
import {
  type BuyoutTypeCode,
  buyoutConditions,
  gradeFactor,
  minimalBuyoutPrice,
  NO_GRADE_D_UP_TO_YEAR,
} from './buyout-data.ts';
import { type ModelSeed, models, qualityGrades } from './catalogue-data.ts';
import { currencyOf, toMinor } from './prices.ts';
import type { SeededRandom } from './random.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The previous price list (until the current one was published) and the current one, a little lower. */
const priceListSeeds = [
  { version: 1, publishedDaysAgo: 75, factor: 1.04, current: false },
  { version: 2, publishedDaysAgo: 10, factor: 1, current: true },
] as const;

interface BuyableColour {
  colourId: number;
  model: ModelSeed;
  /** ±3 %: some colours sell better used. */
  variation: number;
}

interface SeededPriceList {
  id: number;
  version: number;
  minimalPrice: number;
  currency: 'CZK' | 'RON';
  createdAt: Date;
}

/** Condition questions, price lists of both shops and a few buyouts of the demo customers. */
export async function seedBuyout(trx: Db, random: SeededRandom, now: Date): Promise<void> {
  await seedConditions(trx);
  const colours = await buyableColours(trx, random);
  for (const shop of shopCodes) {
    const lists = await seedPriceLists(trx, shop, colours, now);
    await seedBuyouts(trx, random, shop, colours, lists, now);
  }
}

async function seedConditions(trx: Db): Promise<void> {
  const types = await trx.selectFrom('product_types').select(['id', 'code']).execute();
  for (const [typeCode, conditions] of Object.entries(buyoutConditions)) {
    const productTypeId = types.find((type) => type.code === typeCode)!.id;
    for (const [index, condition] of conditions.entries()) {
      const { id } = await trx
        .insertInto('buyout_conditions')
        .values({ product_type_id: productTypeId, position: index + 1, type: condition.type })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('buyout_condition_texts')
        .values(shopCodes.map((shop) => ({ condition_id: id, shop, ...condition[shop] })))
        .execute();
      const choices = await trx
        .insertInto('buyout_condition_choices')
        .values(
          condition.choices.map((choice, position) => ({
            condition_id: id,
            position: position + 1,
            quality: choice.quality,
          })),
        )
        .returning(['id', 'position'])
        .execute();
      await trx
        .insertInto('buyout_choice_texts')
        .values(
          choices.flatMap(({ id: choiceId, position }) => {
            const choice = condition.choices[position - 1];
            return shopCodes.map((shop) => ({
              choice_id: choiceId,
              shop,
              label: choice[shop],
              price_correction: toMinor(choice.correction?.[shop] ?? 0),
            }));
          }),
        )
        .execute();
    }
  }
}

async function buyableColours(trx: Db, random: SeededRandom): Promise<BuyableColour[]> {
  const rows = await trx
    .selectFrom('model_colours as mc')
    .innerJoin('models as m', 'm.id', 'mc.model_id')
    .innerJoin('product_types as t', 't.id', 'm.product_type_id')
    .select(['mc.id', 'm.seo_name'])
    .where('t.code', 'in', Object.keys(buyoutConditions) as BuyoutTypeCode[])
    .orderBy('mc.id')
    .execute();
  const modelsBySeoName = new Map(models.map((model) => [model.seoName, model]));
  return rows.map((row) => ({
    colourId: row.id,
    model: modelsBySeoName.get(row.seo_name)!,
    variation: 1 + random.int(-3, 3) / 100,
  }));
}

/** A+ is about half the new price, less for older models; the other grades follow gradeFactor. */
function aPlusShare(year: number): number {
  return Math.min(0.55, Math.max(0.45, 0.55 - 0.03 * (2024 - year)));
}

/** Buyout prices are round: tens of Kč, fives of Lei (whole units). */
function roundPrice(shop: ShopCode, wholeUnits: number): number {
  const step = shop === 'cz' ? 10 : 5;
  return Math.max(step, Math.round(wholeUnits / step) * step);
}

async function seedPriceLists(
  trx: Db,
  shop: ShopCode,
  colours: BuyableColour[],
  now: Date,
): Promise<SeededPriceList[]> {
  const lists: SeededPriceList[] = [];
  for (const seed of priceListSeeds) {
    const createdAt = new Date(now.getTime() - seed.publishedDaysAgo * DAY);
    const list = {
      shop,
      version: seed.version,
      currency: currencyOf[shop],
      minimal_price: toMinor(minimalBuyoutPrice[shop]),
      is_current: seed.current,
      created_at: createdAt,
    };
    const { id } = await trx
      .insertInto('buyout_price_lists')
      .values(list)
      .returning('id')
      .executeTakeFirstOrThrow();
    const prices = colours.flatMap(({ colourId, model, variation }) => {
      const aPlus = model.price[shop] * aPlusShare(model.year) * variation * seed.factor;
      const grades = qualityGrades.filter((grade) => grade !== 'D' || model.year > NO_GRADE_D_UP_TO_YEAR);
      return grades.map((quality) => ({
        price_list_id: id,
        model_colour_id: colourId,
        quality,
        amount: toMinor(roundPrice(shop, aPlus * gradeFactor[quality])),
      }));
    });
    await trx.insertInto('buyout_prices').values(prices).execute();
    lists.push({
      id,
      version: seed.version,
      minimalPrice: list.minimal_price,
      currency: list.currency,
      createdAt,
    });
  }
  return lists;
}

async function seedBuyouts(
  trx: Db,
  random: SeededRandom,
  shop: ShopCode,
  colours: BuyableColour[],
  lists: SeededPriceList[],
  now: Date,
): Promise<void> {
  const users = await trx
    .selectFrom('users')
    .select(['id', 'email', 'role'])
    .where('shop', '=', shop)
    .execute();
  const staffId = users.find((user) => user.role === 'staff')!.id;
  // Oldest first, so the numbers grow with time as they would.
  const plans = [...buyoutPlans].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const plan of plans) {
    const seller = buyoutCustomers[shop][plan.seller];
    const createdAt = new Date(now.getTime() - plan.daysAgo * DAY - random.int(1, 8) * HOUR);
    const priceList = [...lists].reverse().find((list) => list.createdAt <= createdAt)!;
    const sale = await appraiseRandomDevice(trx, random, shop, colours, priceList, createdAt);
    const requotedPrice = Math.max(
      priceList.minimalPrice,
      toMinor(roundPrice(shop, (sale.price / 100) * 0.8)),
    );
    const wasRequoted = plan.path.some((step) => step.status === 'requoted');
    const { id } = await trx
      .insertInto('buyouts')
      .values({
        number: await nextBuyoutNumber(trx, shop, yearIn(shop, createdAt)),
        shop,
        session_id: null,
        user_id: users.find((user) => user.email === seller.account)?.id ?? null,
        token_hash: createHash('sha256').update(random.bytes(32).toString('base64url')).digest('hex'),
        model_colour_id: sale.colourId,
        price_list_id: priceList.id,
        price_list_version: priceList.version,
        quote_id: null,
        answers: JSON.stringify(choicesFromAnswers(sale.answers)),
        questions: JSON.stringify(sale.questions),
        appraisal_result: JSON.stringify(sale.result),
        quality: sale.quality,
        price: wasRequoted ? requotedPrice : sale.price,
        minimal_price: priceList.minimalPrice,
        currency: priceList.currency,
        customer_data: JSON.stringify(seller.customerData satisfies StoredFields),
        pickup_address: seller.pickupAddress ? JSON.stringify(seller.pickupAddress) : null,
        device: JSON.stringify({
          imei: imei(random),
          serial_number: null,
          ...sellerFacts(sale.quality, createdAt, plan.daysAgo),
          note: null,
        }),
        note: null,
        e_mail: String(seller.customerData.e_mail),
        status: plan.path.at(-1)!.status,
        created_at: createdAt,
        updated_at: new Date(createdAt.getTime() + plan.path.at(-1)!.afterHours * HOUR),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('buyout_status_history')
      .values(
        plan.path.map((step) => ({
          buyout_id: id,
          status: step.status,
          at: new Date(createdAt.getTime() + step.afterHours * HOUR),
          note: buyoutNotes[shop][step.status] ?? null,
          price: step.status === 'created' ? sale.price : step.status === 'requoted' ? requotedPrice : null,
          changed_by: step.status === 'created' ? null : staffId,
        })),
      )
      .execute();
  }
}

interface AppraisedSale {
  colourId: number;
  questions: DeviceCondition[];
  answers: ConditionAnswers;
  result: { id: number; quality: QualityGrade; price: number; url: string };
  quality: QualityGrade;
  price: number;
}

/** A random device in a plausible (mostly good) state that the price list buys. */
async function appraiseRandomDevice(
  trx: Db,
  random: SeededRandom,
  shop: ShopCode,
  colours: BuyableColour[],
  priceList: SeededPriceList,
  at: Date,
): Promise<AppraisedSale> {
  for (;;) {
    const colour = random.pick(colours);
    const loaded = (await loadAppraisal(trx, shop, colour.colourId, { now: at, priceList }))!;
    const conditions = loaded.appraisal.device_conditions;
    const answers: Record<number, number> = {};
    conditions.forEach((condition, index) => {
      const buyable = condition.choices.filter((choice) => choice.quality !== null);
      if (index < 2) answers[condition.id] = buyable[0].id;
      else if (condition.type !== 'quality') answers[condition.id] = random.pick(buyable).id;
      else answers[condition.id] = (random.chance(0.8) ? buyable[0] : random.pick(buyable.slice(0, 3))).id;
    });
    const outcome = appraise(loaded.appraisal, answers);
    if (outcome.status !== 'priced') continue;
    const result = loaded.appraisal.appraisal_result.find((item) => item.id === outcome.breakdown.resultId)!;
    return {
      colourId: colour.colourId,
      questions: conditions,
      answers,
      result,
      quality: outcome.quality,
      price: outcome.price,
    };
  }
}

/**
 * Purchase date and overall condition as a seller would state them: a top grade is a nearly new
 * device. Derived without the random source, so adding them did not change the rest of the seed.
 */
function sellerFacts(quality: QualityGrade, soldAt: Date, daysAgo: number) {
  const ageDays = 120 + ((daysAgo * 37) % 900);
  const boughtAt = new Date(soldAt.getTime() - ageDays * DAY);
  return {
    purchase_date: boughtAt.toISOString().slice(0, 10),
    condition: quality === 'A+' || quality === 'A' ? 'like_new' : 'used',
  } as const;
}

/** 15 digits, a Luhn check digit last, as on a real phone. */
function imei(random: SeededRandom): string {
  const body = `35${random.digits(12)}`;
  for (let digit = 0; ; digit += 1) if (isLuhnValid(`${body}${digit}`)) return `${body}${digit}`;
}
