import { randomBytes } from 'node:crypto';
import type { ShopCode } from 'shared-domain';
import type { WarrantyRegistered } from 'shared-domain/contracts/landing.ts';
import { dateToIso } from 'shared-domain/validation';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { composeMail } from '../platform/mail-layout.ts';
import { queueMail } from '../platform/mail-queue.ts';
import { shopMessages } from '../platform/messages/server-message.ts';
import { landingTexts } from './landing-texts.ts';
import { findInvoicedImei, insertRegisteredWarranty } from './warranty-repository.ts';

// An extended warranty registered by its customer. How the invoice number is checked: when it is
// an invoice of this shop (invoices.number) and that invoice's order shipped a piece with this
// IMEI (product_serials scanned when packing), the registration is 'verified' and linked to the
// order. Anything else (a store receipt, a typo, a device bought elsewhere) is kept as typed with
// 'pending_review' for staff: the customer is told so in the confirmation, never refused.

const NUMBER_PREFIX: Record<ShopCode, string> = { cz: 'PZ', ro: 'GE' };
const NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface WarrantyInput {
  imei: string;
  /** DD.MM.YYYY, already validated. */
  purchase_date: string;
  invoice_number: string;
  email: string;
}

export async function registerWarranty(
  deps: { db: Db; shop: ShopCode; config: Config; jobs: JobQueue },
  input: WarrantyInput,
): Promise<WarrantyRegistered> {
  const { db, shop } = deps;
  const purchasedOn = dateToIso(input.purchase_date) ?? '';
  const order = await findInvoicedImei(db, shop, input.invoice_number, input.imei);
  const status = order === undefined ? 'pending_review' : 'verified';
  const number = newRegistrationNumber(shop);
  await db.transaction().execute(async (trx) => {
    await insertRegisteredWarranty(trx, {
      shop,
      number,
      imei: input.imei,
      purchased_on: purchasedOn,
      invoice_number: input.invoice_number,
      email: input.email,
      status,
      order_id: order ?? null,
    });
    const texts = landingTexts[shop];
    const text = shopMessages(shop);
    const message = composeMail(shop, {
      to: input.email,
      subject: text(texts.warrantySubject, { number }),
      greeting: texts.greeting,
      blocks: [
        { kind: 'paragraph', text: texts.warrantyIntro },
        {
          kind: 'facts',
          rows: [
            [texts.warrantyNumber, number],
            [texts.warrantyImei, input.imei],
            [texts.warrantyPurchased, input.purchase_date],
            [texts.warrantyInvoice, input.invoice_number],
          ],
        },
        { kind: 'paragraph', text: status === 'verified' ? texts.warrantyVerified : texts.warrantyPending },
      ],
      signature: texts.signature,
      publicUrl: deps.config.publicUrl,
    });
    await queueMail(trx, deps.jobs, shop, message);
  });
  return { number, status };
}

function newRegistrationNumber(shop: ShopCode): string {
  const bytes = randomBytes(8);
  const code = [...bytes].map((byte) => NUMBER_ALPHABET[byte % NUMBER_ALPHABET.length]).join('');
  return `${NUMBER_PREFIX[shop]}-${code}`;
}
