import { normalizeSearchText, type QualityGrade } from 'shared-domain';
import { qualityGrades } from 'shared-domain/vocabulary.ts';
import type { Db } from '../../platform/db/schema.ts';
import { refreshSearchTexts } from '../browse-search-texts.ts';
import { type PriceChange, priceChangesSummary } from './import-prices.ts';
import {
  findColoursOfModels,
  findMastersByIdsOrNames,
  findProductsWithEans,
  findVariantsOfCodes,
  insertProducts,
  updateVariants,
  writePrices,
} from './import-product-repository.ts';
import {
  type CellProblem,
  chunks,
  IMPORT_BATCH_ROWS,
  type ImportRules,
  integerCell,
  optionalText,
  priceCell,
  requiredText,
} from './import-rules.ts';

// A products import creates and updates variants (`products` rows) of existing master products
// (`models`): the master by its id or name, colour by the master's colour code, and the variant's
// price in this shop. Empty optional cells mean "none": the row describes the whole variant.

interface ProductValue {
  code: string;
  master: string;
  brand: string | null;
  type: string | null;
  colour: string | null;
  storageGb: number | null;
  condition: 'new' | 'used';
  quality: QualityGrade | null;
  ean: string | null;
  amount: number;
}
interface Master {
  id: number;
  name: string;
  seoName: string;
  brand: string;
  type: string;
}
interface Variant {
  id: number;
  modelId: number;
  colourId: number | null;
  storageGb: number | null;
  condition: 'new' | 'used';
  quality: QualityGrade | null;
  ean: string | null;
  amount: number | null;
}
interface ProductLookup {
  variants: Map<string, Variant>;
  mastersById: Map<number, Master>;
  mastersByName: Map<string, Master[]>;
  /** `modelId:colourCode` → colour id. */
  colours: Map<string, number>;
  /** EAN → the code of the product holding it. */
  eanOwners: Map<string, string>;
}
interface ProductChange extends PriceChange {
  /** null when the variant is created. */
  existingId: number | null;
  modelId: number;
  seoBase: string;
  colourId: number | null;
  storageGb: number | null;
  condition: 'new' | 'used';
  quality: QualityGrade | null;
  ean: string | null;
}

const MASTER_ID = /^\d{1,9}$/;
const EAN = /^\d{8,14}$/;
const nameKey = (name: string) => name.trim().toLowerCase();

function parse(cells: Record<string, string>) {
  const problems: CellProblem[] = [];
  const code = requiredText(cells, 'code', problems);
  const master = requiredText(cells, 'master', problems);
  const brand = optionalText(cells, 'brand', problems);
  const type = optionalText(cells, 'type', problems);
  const colour = optionalText(cells, 'colour', problems);
  const storageGb = integerCell(
    cells,
    'storage',
    { min: 1, max: 100_000, problem: 'notStorage', required: false },
    problems,
  );
  const conditionCell = (cells.condition ?? '').toLowerCase();
  if (conditionCell === '') problems.push({ column: 'condition', problem: 'required' });
  else if (conditionCell !== 'new' && conditionCell !== 'used')
    problems.push({ column: 'condition', problem: 'notCondition' });
  const qualityCell = (cells.quality ?? '').toUpperCase();
  const quality = qualityCell === '' ? null : (qualityGrades.find((g) => g === qualityCell) ?? null);
  if (qualityCell !== '' && quality === null) problems.push({ column: 'quality', problem: 'notQuality' });
  else if (conditionCell === 'used' && quality === null)
    problems.push({ column: 'quality', problem: 'qualityRequired' });
  else if (conditionCell === 'new' && quality !== null)
    problems.push({ column: 'quality', problem: 'qualityNotAllowed' });
  const ean = optionalText(cells, 'ean', problems);
  if (ean !== null && !EAN.test(ean)) problems.push({ column: 'ean', problem: 'notEan' });
  const amount = priceCell(cells, 'price', problems);
  if (problems.length) return { problems };
  const condition = conditionCell as 'new' | 'used';
  return { value: { code, master, brand, type, colour, storageGb, condition, quality, ean, amount } };
}

async function lookup(db: Db, shop: 'cz' | 'ro', values: ProductValue[]): Promise<ProductLookup> {
  const codes = values.map((v) => v.code);
  const masterIds = values.filter((v) => MASTER_ID.test(v.master)).map((v) => Number(v.master));
  const masterNames = [
    ...new Set(values.filter((v) => !MASTER_ID.test(v.master)).map((v) => nameKey(v.master))),
  ];
  const eans = values.flatMap((v) => (v.ean ? [v.ean] : []));
  const variantRows = await findVariantsOfCodes(db, shop, codes);
  const masterRows =
    masterIds.length || masterNames.length ? await findMastersByIdsOrNames(db, masterIds, masterNames) : [];
  const modelIds = [...new Set([...masterRows.map((m) => m.id), ...variantRows.map((v) => v.model_id)])];
  const colourRows = modelIds.length ? await findColoursOfModels(db, modelIds) : [];
  const eanRows = eans.length ? await findProductsWithEans(db, eans) : [];
  const mastersByName = new Map<string, Master[]>();
  for (const master of masterRows) {
    const key = nameKey(master.name);
    mastersByName.set(key, [...(mastersByName.get(key) ?? []), master]);
  }
  return {
    variants: new Map(
      variantRows.map((v) => [
        v.code,
        {
          id: v.id,
          modelId: v.model_id,
          colourId: v.model_colour_id,
          storageGb: v.storage_gb,
          condition: v.condition,
          quality: v.quality_grade,
          ean: v.ean,
          amount: v.amount,
        },
      ]),
    ),
    mastersById: new Map(masterRows.map((m) => [m.id, m])),
    mastersByName,
    colours: new Map(colourRows.map((c) => [`${c.model_id}:${c.code}`, c.id])),
    eanOwners: new Map(eanRows.flatMap((e) => (e.ean ? [[e.ean, e.code] as const] : []))),
  };
}

const sameText = (a: string, b: string) => nameKey(a) === nameKey(b);

function masterOf(value: ProductValue, lookup: ProductLookup): Master | CellProblem {
  if (MASTER_ID.test(value.master)) {
    const master = lookup.mastersById.get(Number(value.master));
    if (!master) return { column: 'master', problem: 'unknownMaster' };
    if (value.brand && !sameText(master.brand, value.brand))
      return { column: 'brand', problem: 'otherBrand' };
    return master;
  }
  const named = lookup.mastersByName.get(nameKey(value.master)) ?? [];
  const candidates = value.brand ? named.filter((m) => sameText(m.brand, value.brand ?? '')) : named;
  if (candidates.length === 1) return candidates[0];
  if (candidates.length > 1) return { column: 'master', problem: 'ambiguousMaster' };
  return named.length
    ? { column: 'brand', problem: 'otherBrand' }
    : { column: 'master', problem: 'unknownMaster' };
}

function classify(value: ProductValue, lookup: ProductLookup) {
  const master = masterOf(value, lookup);
  if ('problem' in master) return { outcome: 'error' as const, problems: [master] };
  const problems: CellProblem[] = [];
  if (value.type && !sameText(master.type, value.type))
    problems.push({ column: 'type', problem: 'otherType' });
  const colourId =
    value.colour === null ? null : (lookup.colours.get(`${master.id}:${value.colour}`) ?? null);
  if (value.colour !== null && colourId === null)
    problems.push({ column: 'colour', problem: 'unknownColour' });
  const existing = lookup.variants.get(value.code);
  if (existing && existing.modelId !== master.id) problems.push({ column: 'master', problem: 'otherMaster' });
  const eanOwner = value.ean === null ? undefined : lookup.eanOwners.get(value.ean);
  if (eanOwner !== undefined && eanOwner !== value.code)
    problems.push({ column: 'ean', problem: 'eanTaken' });
  if (problems.length) return { outcome: 'error' as const, problems };
  const change: ProductChange = {
    existingId: existing?.id ?? null,
    productId: existing?.id ?? 0,
    code: value.code,
    modelId: master.id,
    seoBase: master.seoName,
    colourId,
    storageGb: value.storageGb,
    condition: value.condition,
    quality: value.quality,
    ean: value.ean,
    before: existing?.amount ?? null,
    amount: value.amount,
  };
  if (!existing) return { outcome: 'create' as const, change };
  const same =
    existing.colourId === colourId &&
    existing.storageGb === value.storageGb &&
    existing.condition === value.condition &&
    existing.quality === value.quality &&
    existing.ean === value.ean &&
    existing.amount === value.amount;
  return same ? { outcome: 'unchanged' as const } : { outcome: 'change' as const, change };
}

/** A new variant's address: its master's and its own code's, unique because codes are. */
function seoNameOf(change: ProductChange): string {
  const slug = normalizeSearchText(`${change.seoBase} ${change.code}`)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || `product-${change.code.length}`;
}

async function write(trx: Db, shop: 'cz' | 'ro', changes: ProductChange[]): Promise<void> {
  for (const run of chunks(changes, IMPORT_BATCH_ROWS)) {
    const creates = run.filter((c) => c.existingId === null);
    if (creates.length) {
      const inserted = await insertProducts(
        trx,
        creates.map((c) => ({
          model_id: c.modelId,
          model_colour_id: c.colourId,
          storage_gb: c.storageGb,
          condition: c.condition,
          quality_grade: c.quality,
          code: c.code,
          ean: c.ean,
          seo_name: seoNameOf(c),
        })),
      );
      const idOf = new Map(inserted.map((row) => [row.code, row.id]));
      for (const c of creates) c.productId = idOf.get(c.code) ?? 0;
    }
    const updates = run.filter((c) => c.existingId !== null);
    if (updates.length) await updateVariants(trx, updates);
    await writePrices(trx, shop, run);
    await refreshSearchTexts(
      trx,
      run.map((c) => c.productId),
    );
  }
}

export const productImport: ImportRules<ProductValue, ProductLookup, ProductChange> = {
  parse,
  uniqueKeys: (value) => [
    { column: 'code', key: `code:${value.code}` },
    ...(value.ean ? [{ column: 'ean', key: `ean:${value.ean}` }] : []),
  ],
  lookup,
  classify,
  write,
  auditOf: (changes) => ({
    created: changes.filter((c) => c.existingId === null).length,
    ...(priceChangesSummary(changes.filter((c) => c.before !== c.amount)) as object),
  }),
};
