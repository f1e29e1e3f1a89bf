import { sql } from 'kysely';
import { type ShopCode, shopCodes } from 'shared-domain';
import { refreshProductRatings } from '../../../reviews/product-ratings.ts';
import type { Db } from '../schema.ts';
import type { SeededRandom } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Order lines for the seeded orders, then reviews. seed-orders.ts stored only each order's total
 * (the sum of 1–3 random new products × 1–2 pieces) and not which products made it up. The lines
 * are reconstructed here: 1–3 distinct new products whose shop prices × 1–2 pieces add up to the
 * total exactly. Those are not necessarily the products drawn then (several combinations can give
 * one total), but every order's lines are consistent with its total. An order no combination fits
 * would get one line of the closest product at the order's total; the demo data has none.
 */
export async function seedReviews(trx: Db, random: SeededRandom, now: Date): Promise<void> {
  await seedOrderItems(trx, random);
  for (const shop of shopCodes) await seedShopReviews(trx, random, shop, now);
  const models = await trx.selectFrom('models').select('id').orderBy('id').execute();
  for (const model of models) await refreshProductRatings(trx, model.id);
}

interface PricedProduct {
  id: number;
  price: number;
}
interface Line {
  productId: number;
  quantity: number;
  unitPrice: number;
}

async function seedOrderItems(trx: Db, random: SeededRandom): Promise<void> {
  for (const shop of shopCodes) {
    const products: PricedProduct[] = await trx
      .selectFrom('products as p')
      .innerJoin('product_prices as pp', (join) =>
        join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', shop),
      )
      .where('p.condition', '=', 'new')
      .select(['p.id', 'pp.amount as price'])
      .orderBy('p.id')
      .execute();
    const orders = await trx
      .selectFrom('orders')
      .select(['id', 'total_amount'])
      .where('shop', '=', shop)
      .orderBy('id')
      .execute();
    for (const order of orders) {
      const lines = linesForTotal(products, order.total_amount, random);
      await trx
        .insertInto('order_items')
        .values(
          lines.map((line) => ({
            order_id: order.id,
            product_id: line.productId,
            quantity: line.quantity,
            unit_price: line.unitPrice,
          })),
        )
        .execute();
    }
  }
}

/** 1–3 distinct products × 1–2 pieces adding up to `total`; one of the first few matches, at random. */
export function linesForTotal(products: PricedProduct[], total: number, random: SeededRandom): Line[] {
  const terms = products.flatMap((product) =>
    [1, 2].map((quantity) => ({ productId: product.id, quantity, unitPrice: product.price })),
  );
  const byAmount = new Map<number, Line[]>();
  for (const term of terms) {
    const amount = term.unitPrice * term.quantity;
    byAmount.set(amount, [...(byAmount.get(amount) ?? []), term]);
  }
  const matches: Line[][] = [];
  const limit = 12;
  for (const single of byAmount.get(total) ?? []) matches.push([single]);
  for (const a of terms) {
    if (matches.length >= limit) break;
    for (const b of byAmount.get(total - a.unitPrice * a.quantity) ?? []) {
      if (b.productId > a.productId) matches.push([a, b]);
    }
  }
  for (let i = 0; i < terms.length && matches.length < limit; i += 1) {
    const a = terms[i];
    for (let j = i + 1; j < terms.length && matches.length < limit; j += 1) {
      const b = terms[j];
      if (b.productId <= a.productId) continue;
      const rest = total - a.unitPrice * a.quantity - b.unitPrice * b.quantity;
      if (rest <= 0) continue;
      for (const c of byAmount.get(rest) ?? []) if (c.productId > b.productId) matches.push([a, b, c]);
    }
  }
  if (matches.length > 0) return random.pick(matches);
  const closest = products.reduce((best, product) =>
    Math.abs(product.price - total) < Math.abs(best.price - total) ? product : best,
  );
  return [{ productId: closest.id, quantity: 1, unitPrice: total }];
}

interface ModelRow {
  id: number;
  typeCode: string;
}

/** About two thirds of the models get 3–8 approved reviews per shop; some pending ones wait for staff. */
async function seedShopReviews(trx: Db, random: SeededRandom, shop: ShopCode, now: Date): Promise<void> {
  const models: ModelRow[] = await trx
    .selectFrom('models as m')
    .innerJoin('product_types as t', 't.id', 'm.product_type_id')
    .select(['m.id', 't.code as typeCode'])
    .orderBy('m.id')
    .execute();
  const orderLines = await trx
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .innerJoin('products as p', 'p.id', 'oi.product_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .where('o.shop', '=', shop)
    .where('o.status', '<>', 'cancelled')
    .select([
      'o.id as orderId',
      'o.number',
      'o.user_id as userId',
      'p.id as productId',
      'p.model_id as modelId',
    ])
    .select(sql<string>`u.first_name || ' ' || u.last_name`.as('fullName'))
    .orderBy('o.id')
    .execute();
  const rows = [];
  for (const model of models) {
    const reviewed = random.chance(0.68);
    const pending = random.chance(0.3) ? random.int(1, 2) : 0;
    const approved = reviewed ? random.int(3, 8) : 0;
    if (approved + pending === 0) continue;
    const variants = await trx
      .selectFrom('products')
      .select('id')
      .where('model_id', '=', model.id)
      .where('condition', '=', 'new')
      .orderBy('id')
      .execute();
    if (variants.length === 0) continue;
    const pool = reviewTexts[shop][textGroupOf(model.typeCode)];
    const buyers = orderLines.filter((line) => line.modelId === model.id);
    for (let index = 0; index < approved + pending; index += 1) {
      const text: ReviewText = random.pick(pool);
      // A real buyer writes the first review of a model they ordered: verified through their order.
      const buyer = index === 0 ? buyers[0] : undefined;
      const createdAt = new Date(now.getTime() - random.int(2, 400) * DAY - random.int(0, 1000) * 60_000);
      const isApproved = index < approved;
      rows.push({
        shop,
        model_id: model.id,
        product_id: buyer?.productId ?? random.pick(variants).id,
        user_id: buyer?.userId ?? null,
        rating: text.rating,
        pros: text.pros,
        cons: text.cons,
        text: text.text,
        full_name: buyer?.fullName ?? random.pick(reviewerNames[shop]),
        voucher_or_invoice_number: buyer?.number ?? null,
        verified: buyer !== undefined,
        verified_order_id: buyer?.orderId ?? null,
        status: isApproved ? ('approved' as const) : ('pending' as const),
        helpful_count: isApproved ? random.int(0, 24) : 0,
        created_at: createdAt,
        approved_at: isApproved ? new Date(createdAt.getTime() + random.int(1, 48) * 3_600_000) : null,
      });
    }
  }
  for (let start = 0; start < rows.length; start += 200) {
    await trx
      .insertInto('product_reviews')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}

function textGroupOf(typeCode: string): 'device' | 'watch' | 'accessory' {
  if (typeCode === 'smartwatches') return 'watch';
  if (typeCode === 'accessories') return 'accessory';
  return 'device';
}

// ── texts ────────────────────────────────────────────────────────────────────────────────────────

interface ReviewText {
  rating: number;
  pros: string;
  cons: string;
  text: string;
}
type TextGroup = 'device' | 'watch' | 'accessory';

const reviewerNames: Record<ShopCode, string[]> = {
  cz: [
    'Martin Procházka',
    'Lenka Kučerová',
    'Jiří Veselý',
    'Tereza Horáková',
    'Pavel Němec',
    'Kateřina Marková',
    'Ondřej Pokorný',
    'Veronika Pospíšilová',
    'Michal Hájek',
    'Barbora Jelínková',
    'Jakub Růžička',
    'Eva Benešová',
  ],
  ro: [
    'Andreea Stan',
    'Bogdan Radu',
    'Ioana Marin',
    'Cristian Dobre',
    'Elena Matei',
    'Alexandru Tudor',
    'Maria Ciobanu',
    'Vlad Constantin',
    'Raluca Lazăr',
    'George Munteanu',
    'Diana Florea',
    'Sorin Barbu',
  ],
};

const reviewTexts: Record<ShopCode, Record<TextGroup, ReviewText[]>> = {
  cz: {
    device: [
      {
        rating: 5,
        pros: 'Rychlý, krásný displej, výdrž celý den',
        cons: 'Nabíječka není v balení',
        text: 'Přechod ze starého telefonu byl bez problémů, data se přenesla za pár minut. Displej je jasný i na slunci a baterie mi vydrží do večera i při navigaci.',
      },
      {
        rating: 5,
        pros: 'Fotoaparát, zpracování',
        cons: '',
        text: 'Fotky ve dne i v noci jsou výborné, děti konečně nejsou rozmazané. Zařízení působí velmi kvalitně a dobře padne do ruky.',
      },
      {
        rating: 4,
        pros: 'Výkon, plynulost systému',
        cons: 'Při hraní se trochu zahřívá',
        text: 'Na běžné používání skvělý, aplikace se otevírají okamžitě. Při delším hraní se zadní strana zahřeje, ale nic hrozného.',
      },
      {
        rating: 4,
        pros: 'Poměr cena/výkon',
        cons: 'Reproduktor mohl být hlasitější',
        text: 'Za tu cenu nemám co vytknout. Doručení druhý den, vše zabalené v pořádku. Jediné, co mi chybí, je hlasitější reproduktor.',
      },
      {
        rating: 5,
        pros: 'Výdrž baterie',
        cons: 'Kluzká záda bez obalu',
        text: 'S telefonem jsem nadmíru spokojená, vydrží mi dva dny na jedno nabití. Doporučuji koupit k němu rovnou obal, bez něj klouže.',
      },
      {
        rating: 3,
        pros: 'Displej',
        cons: 'Pomalejší nabíjení, vyšší cena',
        text: 'Telefon je dobrý, ale čekal jsem rychlejší nabíjení. Na plné nabití to trvá skoro dvě hodiny, což je dnes spíš pomalé.',
      },
      {
        rating: 4,
        pros: 'Kompaktní rozměry, software',
        cons: 'Málo úložiště v základní verzi',
        text: 'Líbí se mi, že se vejde do kapsy. Základní úložiště se ale rychle zaplní fotkami, příště bych vzal větší variantu.',
      },
      {
        rating: 2,
        pros: 'Design',
        cons: 'Výdrž, přehřívání',
        text: 'Vzhledově pěkný, ale baterie mi nevydrží ani do odpoledne. Možná jsem měl smůlu na kus, reklamaci zvažuji.',
      },
      {
        rating: 5,
        pros: 'Všechno funguje, jak má',
        cons: 'Nic zásadního',
        text: 'Kupovala jsem jako dárek pro manžela a je nadšený. Nastavení zvládl sám a používá ho hlavně na fotky a mapy.',
      },
      {
        rating: 4,
        pros: 'Rychlé doručení, kvalita',
        cons: 'Cena příslušenství',
        text: 'Skvělé zařízení a ochotný přístup na prodejně. Originální příslušenství je ale zbytečně drahé.',
      },
    ],
    watch: [
      {
        rating: 5,
        pros: 'Měření tepu a spánku, notifikace',
        cons: '',
        text: 'Hodinky nosím nonstop, měření spánku je překvapivě přesné. Notifikace z telefonu chodí bez zpoždění.',
      },
      {
        rating: 4,
        pros: 'Lehké, pohodlný řemínek',
        cons: 'Výdrž jen na den a půl',
        text: 'Pohodlné i na běhání, GPS chytí signál rychle. Nabíjet je ale musím skoro každý den.',
      },
      {
        rating: 3,
        pros: 'Vzhled',
        cons: 'Občas se odpojí od telefonu',
        text: 'Vypadají skvěle, ale párkrát týdně se odpojí od telefonu a musím je znovu spárovat.',
      },
      {
        rating: 5,
        pros: 'Sportovní režimy, voděodolnost',
        cons: 'Nabíječka je krátká',
        text: 'Používám je v bazénu i na kole a zatím bez jediného problému. Jen kabel nabíječky by mohl být delší.',
      },
    ],
    accessory: [
      {
        rating: 5,
        pros: 'Přesně padne, kvalitní materiál',
        cons: '',
        text: 'Sedí přesně, tlačítka jdou dobře stisknout a po měsíci používání nevykazuje žádné známky opotřebení.',
      },
      {
        rating: 4,
        pros: 'Rychlé nabíjení',
        cons: 'Kabel není součástí balení',
        text: 'Nabíjí opravdu rychle a nehřeje se. Škoda, že kabel je potřeba dokoupit zvlášť.',
      },
      {
        rating: 4,
        pros: 'Snadná instalace',
        cons: 'Na okrajích malá bublina',
        text: 'Nalepení zvládne každý díky rámečku v balení. Na jednom okraji zůstala malinká bublina, jinak super.',
      },
      {
        rating: 3,
        pros: 'Cena',
        cons: 'Po čase žloutne',
        text: 'Za tu cenu v pořádku, ale po třech měsících začíná průhledná část lehce žloutnout.',
      },
    ],
  },
  ro: {
    device: [
      {
        rating: 5,
        pros: 'Rapid, ecran superb, autonomie excelentă',
        cons: 'Încărcătorul nu este inclus',
        text: 'Transferul datelor de pe vechiul telefon a durat câteva minute. Ecranul se vede bine și în soare, iar bateria ține toată ziua.',
      },
      {
        rating: 5,
        pros: 'Camera foto, calitatea construcției',
        cons: '',
        text: 'Pozele sunt foarte bune atât ziua, cât și noaptea. Telefonul arată premium și se ține bine în mână.',
      },
      {
        rating: 4,
        pros: 'Performanță, sistem fluid',
        cons: 'Se încălzește puțin la jocuri',
        text: 'Pentru utilizarea zilnică este excelent, aplicațiile se deschid instant. La jocuri mai lungi se încălzește puțin.',
      },
      {
        rating: 4,
        pros: 'Raport calitate-preț',
        cons: 'Difuzorul ar putea fi mai puternic',
        text: 'La prețul acesta nu am ce să-i reproșez. Livrare a doua zi, totul bine ambalat.',
      },
      {
        rating: 5,
        pros: 'Autonomia bateriei',
        cons: 'Spatele alunecă fără husă',
        text: 'Sunt foarte mulțumită, bateria ține două zile. Recomand să luați și o husă, fără ea alunecă.',
      },
      {
        rating: 3,
        pros: 'Ecranul',
        cons: 'Încărcare lentă, preț mare',
        text: 'Telefonul este bun, dar mă așteptam la o încărcare mai rapidă. Durează aproape două ore până la 100%.',
      },
      {
        rating: 4,
        pros: 'Dimensiuni compacte, software',
        cons: 'Spațiu de stocare mic la varianta de bază',
        text: 'Îmi place că încape în buzunar. Stocarea de bază se umple repede cu poze, data viitoare aș lua varianta mai mare.',
      },
      {
        rating: 2,
        pros: 'Design',
        cons: 'Autonomie, supraîncălzire',
        text: 'Arată bine, dar bateria nu ține nici până după-amiază. Poate am avut ghinion cu exemplarul.',
      },
      {
        rating: 5,
        pros: 'Totul funcționează perfect',
        cons: 'Nimic important',
        text: 'L-am cumpărat cadou pentru soțul meu și este încântat. L-a configurat singur și îl folosește mai ales pentru poze.',
      },
      {
        rating: 4,
        pros: 'Livrare rapidă, calitate',
        cons: 'Prețul accesoriilor',
        text: 'Dispozitiv excelent și personal amabil în magazin. Accesoriile originale sunt însă prea scumpe.',
      },
    ],
    watch: [
      {
        rating: 5,
        pros: 'Puls și somn, notificări',
        cons: '',
        text: 'Port ceasul non-stop, monitorizarea somnului este surprinzător de precisă. Notificările vin fără întârziere.',
      },
      {
        rating: 4,
        pros: 'Ușor, curea comodă',
        cons: 'Autonomie doar o zi și jumătate',
        text: 'Comod și la alergat, GPS-ul prinde semnal repede. Trebuie însă încărcat aproape zilnic.',
      },
      {
        rating: 3,
        pros: 'Aspectul',
        cons: 'Se deconectează uneori de la telefon',
        text: 'Arată foarte bine, dar de câteva ori pe săptămână se deconectează și trebuie reîmperecheat.',
      },
      {
        rating: 5,
        pros: 'Moduri sport, rezistență la apă',
        cons: 'Cablul de încărcare este scurt',
        text: 'Îl folosesc la piscină și pe bicicletă fără nicio problemă. Doar cablul de încărcare ar putea fi mai lung.',
      },
    ],
    accessory: [
      {
        rating: 5,
        pros: 'Se potrivește perfect, material de calitate',
        cons: '',
        text: 'Se potrivește exact, butoanele se apasă ușor și după o lună nu arată semne de uzură.',
      },
      {
        rating: 4,
        pros: 'Încărcare rapidă',
        cons: 'Cablul nu este inclus',
        text: 'Încarcă foarte repede și nu se încălzește. Păcat că trebuie să cumpăr cablul separat.',
      },
      {
        rating: 4,
        pros: 'Montare ușoară',
        cons: 'O bulă mică pe margine',
        text: 'Se aplică ușor datorită ramei din cutie. A rămas o bulă mică pe o margine, în rest super.',
      },
      {
        rating: 3,
        pros: 'Prețul',
        cons: 'Se îngălbenește în timp',
        text: 'Pentru preț este în regulă, dar după trei luni partea transparentă începe să se îngălbenească.',
      },
    ],
  },
};
