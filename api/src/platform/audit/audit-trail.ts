import type { Request } from 'express';
import type { ShopCode } from 'shared-domain';
import { signedInUser } from '../auth.ts';
import type { Db } from '../db/schema.ts';
import { insertAuditLogRows } from './audit-log-repository.ts';

// Every staff change is one row of audit_log: who, when, which entity, what it was before and
// after. Written by `recordStaffChange` in the transaction of the change itself, so a change
// without its row (or a row without its change) cannot be committed. Each entity's History tab
// reads these rows by (entity, id).

export interface StaffActor {
  id: number;
  email: string;
}

export interface StaffChange {
  /** The kind of thing changed, e.g. 'category', 'product', 'master-product', 'buyout'. */
  entity: string;
  entityId: string | number;
  /** What was done, e.g. 'create', 'update', 'move', 'delete', 'assign-categories'. */
  action: string;
  /** The entity as it was (null when created) and as it is (null when deleted). */
  before: unknown;
  after: unknown;
}

/** The signed-in staff member of a staff route, as the audit trail names them. */
export function staffActorOf(req: Request): StaffActor {
  const user = signedInUser(req);
  return { id: user.id, email: user.email };
}

export async function recordStaffChange(
  trx: Db,
  shop: ShopCode,
  actor: StaffActor,
  change: StaffChange,
): Promise<void> {
  await recordStaffChanges(trx, shop, actor, [change]);
}

/** Many changes of one action at once (a bulk action over thousands of rows): one insert. */
export async function recordStaffChanges(
  trx: Db,
  shop: ShopCode,
  actor: StaffActor,
  changes: readonly StaffChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await insertAuditLogRows(
    trx,
    changes.map((change) => ({
      shop,
      actor_id: actor.id,
      actor_email: actor.email,
      entity: change.entity,
      entity_id: String(change.entityId),
      action: change.action,
      before: jsonOrNull(change.before),
      after: jsonOrNull(change.after),
    })),
  );
}

function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}
