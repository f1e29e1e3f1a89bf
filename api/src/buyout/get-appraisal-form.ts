import type { AppraisalForm, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { buyoutTexts } from './buyout-texts.ts';
import { loadAppraisal } from './load-appraisal.ts';

/** "GET appraisal form by colour"; 404 `appraisal_not_found` when the colour has no prices. */
export async function getAppraisalForm(
  db: Db,
  shop: ShopCode,
  colourId: number | undefined,
  now: Date,
): Promise<AppraisalForm> {
  const loaded = colourId === undefined ? undefined : await loadAppraisal(db, shop, colourId, { now });
  if (!loaded) throw notFound('appraisal_not_found', buyoutTexts[shop].appraisalNotFound);
  return { url: loaded.url, appraisal: loaded.appraisal };
}
