import type { ShopCode } from 'shared-domain';
import type { SubmissionDetail } from 'shared-domain/contracts/staff.ts';
import { recordStaffChange, type StaffActor } from '../platform/audit/audit-trail.ts';
import type { Db } from '../platform/db/schema.ts';
import { markSubmissionHandled, selectSubmission } from './inbox-repository.ts';

/**
 * Marks a submission handled by the staff member, now, with the change in the audit trail. One
 * already handled changes nothing (and is not audited again).
 */
export async function markHandled(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  before: SubmissionDetail,
): Promise<void> {
  if (before.handledAt !== null) return;
  await db.transaction().execute(async (trx) => {
    await markSubmissionHandled(trx, before.id, actor.id, new Date());
    const after = await selectSubmission(trx, shop, before.id);
    await recordStaffChange(trx, shop, actor, {
      entity: 'form-submission',
      entityId: before.id,
      action: 'mark-handled',
      before: { handledAt: before.handledAt },
      after: { handledAt: after?.detail.handledAt ?? null, handledBy: after?.detail.handledBy ?? null },
    });
  });
}
