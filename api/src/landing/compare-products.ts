import type { ShopCode } from 'shared-domain';
import type { ComparedAttribute, ComparedValue, Comparison } from 'shared-domain/contracts/landing.ts';
import { productNotFound } from '../catalogue/product-detail.ts';
import { selectParameters } from '../catalogue/product-detail-content.ts';
import { selectIdsBySeo, selectSummaries } from '../catalogue/storefront-product-repository.ts';
import type { Db } from '../platform/db/schema.ts';
import { selectModelIdsOfProducts } from './comparison-repository.ts';

// Devices side by side: each product's master product attributes (the ones its product page
// shows, with their units) merged into one table per attribute group, in the groups' order.

/** The products in the order asked, or a 404 naming none when any of them is not sold here. */
export async function compareProducts(db: Db, shop: ShopCode, seoNames: string[]): Promise<Comparison> {
  const ids = await selectIdsBySeo(db, shop, seoNames);
  if (ids.length !== seoNames.length) throw productNotFound(seoNames.join(','));
  const [products, models] = await Promise.all([
    selectSummaries(db, shop, ids),
    selectModelIdsOfProducts(db, ids),
  ]);
  const modelOf = new Map(models.map((row) => [row.id, row.model_id]));
  const parameters = await Promise.all(ids.map((id) => selectParameters(db, shop, modelOf.get(id) ?? 0)));

  const groups = new Map<
    string,
    { code: string; name: string; attributes: Map<string, ComparedAttribute> }
  >();
  parameters.forEach((productGroups, column) => {
    for (const group of productGroups) {
      const merged = groups.get(group.code) ?? { code: group.code, name: group.name, attributes: new Map() };
      groups.set(group.code, merged);
      for (const parameter of group.parameters) {
        const attribute = merged.attributes.get(parameter.code) ?? {
          code: parameter.code,
          name: parameter.name,
          type: parameter.type,
          unit: parameter.unit,
          values: ids.map((): ComparedValue => null),
          differs: false,
        };
        attribute.values[column] = parameter.value;
        merged.attributes.set(parameter.code, attribute);
      }
    }
  });
  return {
    products,
    groups: [...groups.values()].map((group) => ({
      code: group.code,
      name: group.name,
      attributes: [...group.attributes.values()].map((attribute) => ({
        ...attribute,
        differs: new Set(attribute.values.map((value) => JSON.stringify(value))).size > 1,
      })),
    })),
  };
}
