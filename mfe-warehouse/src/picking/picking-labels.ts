import type { PickingProblemStatus, PickingStatus } from 'shared-domain/contracts/staff.ts';
import type { MessageId } from '../messages/message-ids.ts';

/** The badge of an order's picking status. */
export const pickingStatusLabel: Record<PickingStatus, MessageId> = {
  waiting: 'warehouse.picking.status.waiting',
  in_progress: 'warehouse.picking.status.in_progress',
  picked: 'warehouse.picking.status.picked',
  not_found: 'warehouse.picking.status.not_found',
  not_available: 'warehouse.picking.status.not_available',
};

/** The title of the dialog that reports a piece as not found or not available. */
export const problemDialogTitle: Record<PickingProblemStatus, MessageId> = {
  not_found: 'warehouse.picking.problem.title.not_found',
  not_available: 'warehouse.picking.problem.title.not_available',
};
