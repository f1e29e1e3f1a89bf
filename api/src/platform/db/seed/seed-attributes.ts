import type { Insertable } from 'kysely';
import type { Db, ModelAttributeValuesTable } from '../schema.ts';

// Technical parameters of the demo devices (issue 15): attribute groups with typed attributes in
// both shops' languages, and each phone's, tablet's and watch's values (the makers' published
// figures). Display size, 5G and the connector are catalogue filters. Draws nothing from the
// shared random stream, so the other seed modules' data stays the same.

type Texts = { cz: string; ro: string };

interface AttributeSeed {
  code: string;
  group: string;
  type: 'text' | 'number' | 'boolean' | 'choice';
  unit?: string;
  isFilter?: boolean;
  names: Texts;
  choices?: { code: string; names: Texts }[];
}

const groups: { code: string; names: Texts }[] = [
  { code: 'display', names: { cz: 'Displej', ro: 'Afișaj' } },
  { code: 'performance', names: { cz: 'Výkon', ro: 'Performanță' } },
  { code: 'camera', names: { cz: 'Fotoaparát', ro: 'Cameră' } },
  { code: 'battery', names: { cz: 'Baterie', ro: 'Baterie' } },
  { code: 'connectivity', names: { cz: 'Konektivita', ro: 'Conectivitate' } },
];

export const seededAttributes: AttributeSeed[] = [
  {
    code: 'display_size',
    group: 'display',
    type: 'number',
    unit: '″',
    isFilter: true,
    names: { cz: 'Úhlopříčka displeje', ro: 'Diagonala ecranului' },
  },
  {
    code: 'refresh_rate',
    group: 'display',
    type: 'number',
    unit: 'Hz',
    names: { cz: 'Obnovovací frekvence', ro: 'Rata de reîmprospătare' },
  },
  { code: 'chip', group: 'performance', type: 'text', names: { cz: 'Čip', ro: 'Procesor' } },
  {
    code: 'ram',
    group: 'performance',
    type: 'number',
    unit: 'GB',
    names: { cz: 'Operační paměť', ro: 'Memorie RAM' },
  },
  {
    code: 'main_camera',
    group: 'camera',
    type: 'number',
    unit: 'Mpx',
    names: { cz: 'Hlavní fotoaparát', ro: 'Camera principală' },
  },
  {
    code: 'battery_capacity',
    group: 'battery',
    type: 'number',
    unit: 'mAh',
    names: { cz: 'Kapacita baterie', ro: 'Capacitatea bateriei' },
  },
  { code: 'five_g', group: 'connectivity', type: 'boolean', isFilter: true, names: { cz: '5G', ro: '5G' } },
  {
    code: 'connector',
    group: 'connectivity',
    type: 'choice',
    isFilter: true,
    names: { cz: 'Konektor', ro: 'Conector' },
    choices: [
      { code: 'usb_c', names: { cz: 'USB-C', ro: 'USB-C' } },
      { code: 'lightning', names: { cz: 'Lightning', ro: 'Lightning' } },
    ],
  },
];

type Value = string | number | boolean;
/** [display ″, refresh Hz, chip, RAM GB, camera Mpx, battery mAh, 5G, connector choice] */
type Spec = [number, number, string, number | null, number | null, number, boolean, string | null];

const specs: Record<string, Spec> = {
  'apple-iphone-13': [6.1, 60, 'A15 Bionic', 4, 12, 3240, true, 'lightning'],
  'apple-iphone-13-pro': [6.1, 120, 'A15 Bionic', 6, 12, 3095, true, 'lightning'],
  'apple-iphone-14': [6.1, 60, 'A15 Bionic', 6, 12, 3279, true, 'lightning'],
  'apple-iphone-14-pro': [6.1, 120, 'A16 Bionic', 6, 48, 3200, true, 'lightning'],
  'apple-iphone-15': [6.1, 60, 'A16 Bionic', 6, 48, 3349, true, 'usb_c'],
  'apple-iphone-15-pro': [6.1, 120, 'A17 Pro', 8, 48, 3274, true, 'usb_c'],
  'apple-iphone-16': [6.1, 60, 'A18', 8, 48, 3561, true, 'usb_c'],
  'apple-iphone-16-pro': [6.3, 120, 'A18 Pro', 8, 48, 3582, true, 'usb_c'],
  'samsung-galaxy-s23': [6.1, 120, 'Snapdragon 8 Gen 2', 8, 50, 3900, true, 'usb_c'],
  'samsung-galaxy-s24': [6.2, 120, 'Exynos 2400', 8, 50, 4000, true, 'usb_c'],
  'samsung-galaxy-a55-5g': [6.6, 120, 'Exynos 1480', 8, 50, 5000, true, 'usb_c'],
  'xiaomi-redmi-note-13-pro-5g': [6.67, 120, 'Snapdragon 7s Gen 2', 8, 200, 5100, true, 'usb_c'],
  'xiaomi-14': [6.36, 120, 'Snapdragon 8 Gen 3', 12, 50, 4610, true, 'usb_c'],
  'google-pixel-8': [6.2, 120, 'Tensor G3', 8, 50, 4575, true, 'usb_c'],
  'google-pixel-9': [6.3, 120, 'Tensor G4', 12, 50, 4700, true, 'usb_c'],
  'apple-ipad-10': [10.9, 60, 'A14 Bionic', 4, 12, 7606, false, 'usb_c'],
  'apple-ipad-air-11-m2': [11, 60, 'Apple M2', 8, 12, 7606, false, 'usb_c'],
  'samsung-galaxy-tab-s9': [11, 120, 'Snapdragon 8 Gen 2', 8, 13, 8400, false, 'usb_c'],
  'samsung-galaxy-tab-a9-plus': [11, 90, 'Snapdragon 695', 4, 8, 7040, false, 'usb_c'],
  // Watches charge on a magnetic puck: no connector, no camera.
  'apple-watch-series-9-41mm': [1.69, 60, 'S9 SiP', null, null, 282, false, null],
  'apple-watch-se-2-40mm': [1.57, 60, 'S8 SiP', null, null, 245, false, null],
  'samsung-galaxy-watch6-40mm': [1.31, 60, 'Exynos W930', 2, null, 300, false, null],
  'samsung-galaxy-watch7-40mm': [1.31, 60, 'Exynos W1000', 2, null, 300, false, null],
};

const specOrder = [
  'display_size',
  'refresh_rate',
  'chip',
  'ram',
  'main_camera',
  'battery_capacity',
  'five_g',
  'connector',
] as const;

/** A name in each shop's language, as the *_texts tables hold them. */
const inBothShops = (names: Texts) => [
  { shop: 'cz' as const, name: names.cz },
  { shop: 'ro' as const, name: names.ro },
];

export async function seedAttributes(trx: Db): Promise<void> {
  const groupIds = new Map<string, number>();
  for (const [position, group] of groups.entries()) {
    const { id } = await trx
      .insertInto('attribute_groups')
      .values({ code: group.code, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.set(group.code, id);
    await trx
      .insertInto('attribute_group_texts')
      .values(inBothShops(group.names).map((text) => ({ group_id: id, ...text })))
      .execute();
  }
  const attributeIds = new Map<string, number>();
  const choiceIds = new Map<string, number>();
  for (const [position, attribute] of seededAttributes.entries()) {
    const { id } = await trx
      .insertInto('attributes')
      .values({
        group_id: groupIds.get(attribute.group) as number,
        code: attribute.code,
        value_type: attribute.type,
        unit: attribute.unit ?? null,
        is_filter: attribute.isFilter ?? false,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    attributeIds.set(attribute.code, id);
    await trx
      .insertInto('attribute_texts')
      .values(inBothShops(attribute.names).map((text) => ({ attribute_id: id, ...text })))
      .execute();
    for (const [choicePosition, choice] of (attribute.choices ?? []).entries()) {
      const row = await trx
        .insertInto('attribute_choices')
        .values({ attribute_id: id, code: choice.code, position: choicePosition })
        .returning('id')
        .executeTakeFirstOrThrow();
      choiceIds.set(`${attribute.code}:${choice.code}`, row.id);
      await trx
        .insertInto('attribute_choice_texts')
        .values(inBothShops(choice.names).map((text) => ({ choice_id: row.id, ...text })))
        .execute();
    }
  }
  const models = await trx
    .selectFrom('models')
    .where('seo_name', 'in', Object.keys(specs))
    .select(['id', 'seo_name'])
    .orderBy('id')
    .execute();
  const values = models.flatMap((model) =>
    (specs[model.seo_name] ?? []).flatMap(
      (value: Value | null, index): Insertable<ModelAttributeValuesTable>[] => {
        const code = specOrder[index] as (typeof specOrder)[number];
        if (value === null) return [];
        const base: Insertable<ModelAttributeValuesTable> = {
          model_id: model.id,
          attribute_id: attributeIds.get(code) as number,
          text_value: null,
          number_value: null,
          boolean_value: null,
          choice_id: null,
        };
        if (code === 'connector')
          return [{ ...base, choice_id: choiceIds.get(`connector:${value}`) as number }];
        if (typeof value === 'boolean') return [{ ...base, boolean_value: value }];
        if (typeof value === 'number') return [{ ...base, number_value: value }];
        return [{ ...base, text_value: value }];
      },
    ),
  );
  if (values.length > 0) await trx.insertInto('model_attribute_values').values(values).execute();
}
