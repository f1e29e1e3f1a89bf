import { productPath, type ShopCode } from 'shared-domain';
import { selectSummaries } from '../catalogue/storefront-product-repository.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { handleTrackedJob, trackedJobKind } from '../platform/jobs/tracked-jobs.ts';
import { composeMail } from '../platform/mail-layout.ts';
import { queueMail } from '../platform/mail-queue.ts';
import { shopMessages } from '../platform/messages/server-message.ts';
import { landingTexts } from './landing-texts.ts';
import { markPreordersNotified, selectWaitingPreorderProducts } from './preorder-repository.ts';

// Preorders whose product is now in stock: each waiting customer is mailed once. The mail is
// queued in the transaction that marks the preorder notified, so a crash either leaves both
// undone (the next run tells them) or both done (never a second mail).

export const preorderNotificationsKind = trackedJobKind<Record<string, never>, { notified: number }>(
  'landing.preorder-notifications',
  // A missed run is done by the next one on the schedule.
  { retries: 1, delaySeconds: 30, maxDelaySeconds: 30, timeoutSeconds: 300 },
);

export async function notifyArrivedPreorders(
  deps: { db: Db; jobs: JobQueue; config: Config },
  shop: ShopCode,
): Promise<number> {
  const { db } = deps;
  const products = await selectSummaries(db, shop, await selectWaitingPreorderProducts(db, shop));
  let notified = 0;
  for (const product of products.filter((summary) => summary.stock > 0)) {
    const texts = landingTexts[shop];
    const text = shopMessages(shop);
    notified += await db.transaction().execute(async (trx) => {
      const told = await markPreordersNotified(trx, shop, product.id);
      for (const { email } of told)
        await queueMail(
          trx,
          deps.jobs,
          shop,
          composeMail(shop, {
            to: email,
            subject: text(texts.preorderSubject, { product: product.name }),
            greeting: texts.greeting,
            blocks: [
              {
                kind: 'link',
                text: text(texts.preorderIntro, { product: product.name }),
                url: `${deps.config.publicUrl}${productPath(product.typeSeoName, product.seoName)}`,
              },
            ],
            signature: texts.signature,
            publicUrl: deps.config.publicUrl,
          }),
        );
      return told.length;
    });
  }
  return notified;
}

/** The notification as a recurring tracked job (recurring-jobs.ts schedules it per shop). */
export function handlePreorderNotifications(jobs: JobQueue, deps: { db: Db; config: Config }): void {
  handleTrackedJob(jobs, deps.db, preorderNotificationsKind, async ({ shop }) => ({
    notified: await notifyArrivedPreorders({ ...deps, jobs }, shop),
  }));
}
