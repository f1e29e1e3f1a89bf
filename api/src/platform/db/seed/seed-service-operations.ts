import type { PartsAvailability, ServiceOperationKind, ShopCode } from 'shared-domain';
import { normalizeSearchText } from 'shared-domain';
import type { Db } from '../schema.ts';
import { models as catalogueModels } from './catalogue-data.ts';

// Service operations of the demo catalogue (issue 7): every phone, tablet and smartwatch gets the
// repairs that make sense for its kind of device, priced by the model's price class (a flagship's
// display costs more than a budget phone's) in both currencies. Deterministic without the PRNG:
// parts availability follows a fixed pattern over model and operation, so most parts are in stock,
// some arrive within 2–5 days and a few are ordered on request.

type ServicedType = 'phones' | 'tablets' | 'smartwatches';
/** budget < 10 000 Kč ≤ mid < 18 000 Kč ≤ premium < 25 000 Kč ≤ flagship (list price of the model). */
type PriceClass = 0 | 1 | 2 | 3;

const texts: Record<ServiceOperationKind, Record<ShopCode, [name: string, description: string]>> = {
  diagnosis: {
    cz: ['Diagnostika závady', 'Technik zařízení prohlédne, najde příčinu závady a navrhne opravu s cenou.'],
    ro: [
      'Diagnosticare defect',
      'Tehnicianul verifică dispozitivul, găsește cauza și propune reparația cu preț.',
    ],
  },
  display: {
    cz: ['Výměna displeje', 'Nový displej s dotykovou vrstvou místo prasklého nebo nereagujícího.'],
    ro: ['Înlocuire ecran', 'Ecran nou cu strat tactil în locul celui spart sau care nu răspunde.'],
  },
  battery: {
    cz: ['Výměna baterie', 'Nová baterie, když zařízení nevydrží den nebo se samo vypíná.'],
    ro: ['Înlocuire baterie', 'Baterie nouă când dispozitivul nu ține o zi sau se oprește singur.'],
  },
  back_glass: {
    cz: ['Výměna zadního skla', 'Nové zadní sklo místo prasklého, včetně lepení a utěsnění.'],
    ro: ['Înlocuire sticlă spate', 'Sticlă spate nouă în locul celei sparte, cu lipire și etanșare.'],
  },
  charging_port: {
    cz: ['Oprava nabíjecího konektoru', 'Vyčištění nebo výměna konektoru, když zařízení nenabíjí.'],
    ro: ['Reparare port de încărcare', 'Curățarea sau înlocuirea portului când dispozitivul nu se încarcă.'],
  },
  rear_camera: {
    cz: ['Výměna zadního fotoaparátu', 'Nový modul fotoaparátu při rozmazaných fotkách nebo prasklém krytu.'],
    ro: ['Înlocuire cameră spate', 'Modul nou de cameră la poze neclare sau capac spart.'],
  },
  front_camera: {
    cz: ['Výměna přední kamery', 'Nová přední kamera pro selfie a videohovory.'],
    ro: ['Înlocuire cameră frontală', 'Cameră frontală nouă pentru selfie și apeluri video.'],
  },
  speaker: {
    cz: ['Výměna reproduktoru', 'Nový reproduktor, když je zvuk tichý, chrčí nebo chybí.'],
    ro: ['Înlocuire difuzor', 'Difuzor nou când sunetul este slab, distorsionat sau lipsește.'],
  },
  microphone: {
    cz: ['Výměna mikrofonu', 'Nový mikrofon, když vás při hovoru není slyšet.'],
    ro: ['Înlocuire microfon', 'Microfon nou când nu sunteți auzit în timpul apelurilor.'],
  },
  buttons: {
    cz: ['Oprava tlačítek', 'Výměna nefunkčního tlačítka zapnutí nebo hlasitosti.'],
    ro: ['Reparare butoane', 'Înlocuirea butonului de pornire sau de volum care nu funcționează.'],
  },
  water_damage: {
    cz: ['Oprava po zatečení vody', 'Rozebrání, ultrazvukové vyčištění desky a výměna poškozených dílů.'],
    ro: [
      'Reparație după contact cu apa',
      'Demontare, curățare cu ultrasunete a plăcii și înlocuirea pieselor afectate.',
    ],
  },
  software: {
    cz: ['Oprava softwaru', 'Obnovení systému, aktualizace a záloha dat, když zařízení zamrzá.'],
    ro: [
      'Reparare software',
      'Restaurarea sistemului, actualizare și backup de date când dispozitivul se blochează.',
    ],
  },
};

interface OperationPlan {
  kind: ServiceOperationKind;
  /** Whole Kč by price class; Lei are derived (about a fifth, ending in 9). */
  czk: readonly [number, number, number, number];
  minutes: number;
  /** Parts that are always in the workshop (or none are needed). */
  noParts?: boolean;
}

const free = [0, 0, 0, 0] as const;
const flat = (czk: number) => [czk, czk, czk, czk] as const;

/** In display order: the first seven are what people bring a device in for most. */
const plans: Record<ServicedType, OperationPlan[]> = {
  phones: [
    { kind: 'display', czk: [2490, 4490, 6490, 8990], minutes: 60 },
    { kind: 'battery', czk: [990, 1490, 1790, 2290], minutes: 45 },
    { kind: 'back_glass', czk: [1490, 2490, 3490, 4490], minutes: 120 },
    { kind: 'charging_port', czk: [890, 1290, 1490, 1790], minutes: 60 },
    { kind: 'rear_camera', czk: [1290, 2490, 3990, 5490], minutes: 60 },
    { kind: 'diagnosis', czk: free, minutes: 30, noParts: true },
    { kind: 'front_camera', czk: [990, 1490, 1990, 2490], minutes: 60 },
    { kind: 'speaker', czk: [690, 890, 1090, 1290], minutes: 45 },
    { kind: 'microphone', czk: [690, 890, 990, 1190], minutes: 45 },
    { kind: 'buttons', czk: [590, 790, 990, 1190], minutes: 60 },
    { kind: 'water_damage', czk: [1490, 1790, 1990, 2490], minutes: 240 },
    { kind: 'software', czk: flat(490), minutes: 30, noParts: true },
  ],
  tablets: [
    { kind: 'display', czk: [2990, 5490, 7990, 9990], minutes: 120 },
    { kind: 'battery', czk: [1490, 1990, 2490, 2990], minutes: 90 },
    { kind: 'charging_port', czk: [990, 1490, 1790, 1990], minutes: 90 },
    { kind: 'diagnosis', czk: flat(290), minutes: 30, noParts: true },
    { kind: 'rear_camera', czk: [990, 1790, 2490, 2990], minutes: 90 },
    { kind: 'front_camera', czk: [890, 1290, 1690, 1990], minutes: 90 },
    { kind: 'speaker', czk: [790, 990, 1190, 1390], minutes: 60 },
    { kind: 'buttons', czk: [690, 890, 1090, 1290], minutes: 90 },
    { kind: 'software', czk: flat(490), minutes: 30, noParts: true },
  ],
  smartwatches: [
    { kind: 'display', czk: [2490, 3490, 4490, 4990], minutes: 90 },
    { kind: 'battery', czk: [990, 1290, 1490, 1690], minutes: 60 },
    { kind: 'diagnosis', czk: flat(290), minutes: 30, noParts: true },
    { kind: 'buttons', czk: [690, 890, 990, 1190], minutes: 60 },
    { kind: 'software', czk: flat(390), minutes: 30, noParts: true },
  ],
};

function priceClassOf(listPriceCzk: number): PriceClass {
  if (listPriceCzk < 10_000) return 0;
  if (listPriceCzk < 18_000) return 1;
  if (listPriceCzk < 25_000) return 2;
  return 3;
}

/** 2 490 Kč → 499 Lei, 290 Kč → 59 Lei: about a fifth, ending in 9 like the shop's Lei prices. */
function leiOf(czk: number): number {
  return czk === 0 ? 0 : Math.round(czk / 50) * 10 - 1;
}

/** A fixed spread: 7 in 10 parts in stock, 2 within 2–5 days, 1 on request. */
function partsOf(
  modelIndex: number,
  kindIndex: number,
  plan: OperationPlan,
): { availability: PartsAvailability; days: number | null } {
  if (plan.noParts) return { availability: 'in_stock', days: null };
  const slot = (modelIndex * 7 + kindIndex * 3) % 10;
  if (slot < 7) return { availability: 'in_stock', days: null };
  if (slot < 9) return { availability: 'within_days', days: 2 + ((modelIndex + kindIndex) % 4) };
  return { availability: 'on_request', days: null };
}

const MINOR_UNITS = 100;

export async function seedServiceOperations(trx: Db): Promise<void> {
  await trx
    .insertInto('service_operation_texts')
    .values(
      Object.entries(texts).flatMap(([kind, byShop]) =>
        Object.entries(byShop).map(([shop, [name, description]]) => ({
          kind: kind as ServiceOperationKind,
          shop: shop as ShopCode,
          name,
          description,
        })),
      ),
    )
    .execute();

  const rows = await trx
    .selectFrom('models as m')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_types as t', 't.id', 'm.product_type_id')
    .select(['m.id', 'm.name', 'm.seo_name', 'mf.name as manufacturer', 't.code as type'])
    .orderBy('m.id')
    .execute();

  for (const row of rows) {
    await trx
      .updateTable('models')
      .set({ search_text: normalizeSearchText(`${row.manufacturer} ${row.name}`) })
      .where('id', '=', row.id)
      // A model's search text already set (by staff or an earlier fill) is left as it is.
      .where('search_text', 'is', null)
      .execute();
  }

  const operations = rows.flatMap((row, modelIndex) => {
    const typePlans = plans[row.type as ServicedType];
    const listPrice = catalogueModels.find((model) => model.seoName === row.seo_name)?.price.cz;
    if (!typePlans || listPrice === undefined) return [];
    const priceClass = priceClassOf(listPrice);
    return typePlans.map((plan, kindIndex) => {
      const czk = plan.czk[priceClass];
      const parts = partsOf(modelIndex, kindIndex, plan);
      return {
        code: `${row.seo_name}-${plan.kind.replaceAll('_', '-')}`,
        model_id: row.id,
        kind: plan.kind,
        price_czk: czk * MINOR_UNITS,
        price_ron: leiOf(czk) * MINOR_UNITS,
        // Flagships are glued tighter and take longer to open.
        duration_minutes: plan.kind === 'display' && priceClass === 3 ? plan.minutes + 30 : plan.minutes,
        parts_availability: parts.availability,
        parts_days: parts.days,
        position: kindIndex + 1,
      };
    });
  });
  if (operations.length > 0) await trx.insertInto('service_operations').values(operations).execute();
}
