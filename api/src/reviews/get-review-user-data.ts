import type { CurrentUser, ReviewUserData, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { findMasterProduct, selectUserOrderNumbers } from './review-repository.ts';

export const SAMSUNG = 'Samsung';

/**
 * What the review form needs: the product's name, the signed-in user's name and their orders
 * with this model (to prefill the voucher/invoice number). `campaign: 'samsung'` answers the
 * Samsung campaign's variant of the form, which exists for Samsung models only.
 */
export async function getReviewUserData(
  db: Db,
  shop: ShopCode,
  masterSeoName: string,
  user: CurrentUser | null,
  options: { samsungCampaign: boolean },
): Promise<ReviewUserData> {
  const master = await findMasterProduct(db, masterSeoName);
  if (!master) throw notFound('product_not_found');
  if (options.samsungCampaign && master.manufacturer !== SAMSUNG) throw notFound('not_samsung_product');
  return {
    master_product: {
      id: master.id,
      seo_name: master.seoName,
      name: master.name,
      manufacturer: master.manufacturer,
    },
    full_name: user ? `${user.firstName} ${user.lastName}`.trim() : null,
    order_numbers: user ? await selectUserOrderNumbers(db, shop, user.id, master.id) : [],
    campaign: options.samsungCampaign ? 'samsung' : null,
  };
}
