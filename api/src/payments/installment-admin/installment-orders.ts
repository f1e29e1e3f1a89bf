import type { ShopCode } from 'shared-domain';
import { orderNumberPattern } from 'shared-domain/contracts';
import {
  type InstallmentOrderGridQuery,
  type InstallmentOrderPage,
  type InstallmentSent,
  type InstallmentStatus,
  installmentSendableStatuses,
} from 'shared-domain/contracts/staff.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError, CodedError } from '../../platform/errors.ts';
import type { InstallmentCompanyAdapter } from '../installment-provider.ts';
import { testModeInstallmentCompany } from '../test-mode-installments.ts';
import {
  lockInstallmentOfOrder,
  markInstallmentSent,
  selectInstallmentOrderPage,
} from './installment-order-repository.ts';

// The orders bought on installments, as staff follow them, and the move to 'sent': the loan is
// finalised on the installment company's side through the company's adapter.

/** Each adapter kind a company can be configured with; test mode is the only one built in. */
export type InstallmentAdapters = Record<'test', InstallmentCompanyAdapter>;
export const defaultInstallmentAdapters: InstallmentAdapters = { test: testModeInstallmentCompany };

export async function installmentOrderPage(
  db: Db,
  shop: ShopCode,
  query: InstallmentOrderGridQuery,
): Promise<InstallmentOrderPage> {
  const { page, pageSize } = query;
  const { rows, total } = await selectInstallmentOrderPage(db, shop, query);
  return {
    items: rows.map((row) => ({
      orderNumber: row.number,
      company: row.company ?? row.provider,
      testMode: row.adapter ? row.adapter === 'test' : /test/i.test(row.provider),
      barem: row.barem,
      amount: { amount: row.financed, currency: row.currency },
      monthly: { amount: row.monthly, currency: row.currency },
      months: row.count,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      sentAt: row.sent_at?.toISOString() ?? null,
      reference: row.provider_reference,
      canSend: row.cancelled_at === null && installmentSendableStatuses.includes(row.status),
    })),
    total,
    page,
    pageSize,
  };
}

const refusals: Record<ShopCode, Record<InstallmentStatus | 'cancelled', string>> = {
  cz: {
    sent: 'Splátka už je odeslaná: úvěr u splátkové společnosti je už dokončený.',
    rejected: 'Splátková společnost úvěr zamítla, odeslat ho nelze.',
    cancelled: 'Objednávka je zrušená, úvěr nelze dokončit.',
    approved: '',
    waiting_for_store: '',
  },
  ro: {
    sent: 'Rata este deja trimisă: creditul la compania de rate este deja finalizat.',
    rejected: 'Compania de rate a respins creditul, nu poate fi trimis.',
    cancelled: 'Comanda este anulată, creditul nu poate fi finalizat.',
    approved: '',
    waiting_for_store: '',
  },
};

/**
 * Moves the order's installment to 'sent': allowed from 'approved' and 'waiting_for_store' only,
 * and not for a cancelled order (409 `installment_not_sendable` with the reason). The company's
 * adapter finalises the loan first; when it fails (502) nothing changes.
 */
export async function sendInstallment(
  deps: {
    db: Db;
    shop: ShopCode;
    adapters: InstallmentAdapters;
    log?: { warn(details: object, message: string): void };
  },
  actor: StaffActor,
  orderNumber: string,
  now: Date,
): Promise<InstallmentSent> {
  const { db, shop } = deps;
  if (!orderNumberPattern.test(orderNumber)) throw new CodedError('not_found', 'installment_not_found', 404);
  return db.transaction().execute(async (trx: Db) => {
    const row = await lockInstallmentOfOrder(trx, shop, orderNumber);
    if (!row) throw new CodedError('not_found', 'installment_not_found', 404);
    const refusal =
      row.cancelled_at !== null
        ? 'cancelled'
        : installmentSendableStatuses.includes(row.status)
          ? null
          : row.status;
    if (refusal) throw new AppError('conflict', 'installment_not_sendable', 409, refusals[shop][refusal]);

    // Orders from before the installment admin name no company: they went to test mode.
    const adapter = deps.adapters[row.adapter ?? 'test'];
    let finalised: Awaited<ReturnType<InstallmentCompanyAdapter['finalise']>>;
    try {
      finalised = await adapter.finalise({
        orderNumber,
        planCode: row.plan_code,
        financed: { amount: row.financed, currency: row.currency },
        months: row.count,
        monthly: { amount: row.monthly, currency: row.currency },
      });
    } catch (cause) {
      deps.log?.warn({ err: cause, orderNumber }, 'the installment company did not finalise the loan');
      throw new CodedError('upstream', 'installment_finalise_failed', 502);
    }
    await markInstallmentSent(trx, row.id, finalised.reference, now);
    await recordStaffChange(trx, shop, actor, {
      entity: 'order',
      entityId: row.id,
      action: 'installment-sent',
      before: { installmentStatus: row.status },
      after: { installmentStatus: 'sent', reference: finalised.reference, testMode: finalised.testMode },
    });
    return {
      orderNumber,
      status: 'sent',
      reference: finalised.reference,
      testMode: finalised.testMode,
      message: finalised.message,
    };
  });
}
