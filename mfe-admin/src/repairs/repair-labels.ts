import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceOrderList, ServiceStatus } from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';

type Handover = ServiceOrderList['items'][number]['handover'];

export interface RepairLabels {
  status: (status: ServiceStatus) => string;
  handover: (handover: Handover) => string;
  /** The api's e-mail kind is free text: an unknown one is shown as sent. */
  emailKind: (kind: string) => string;
}

// Each state and hand-over of a repair with its words: a new one without them fails tsc.
const statusName: Record<ServiceStatus, MessageId> = {
  booked: 'admin.repairs.status.booked',
  received: 'admin.repairs.status.received',
  diagnosed: 'admin.repairs.status.diagnosed',
  quote_approved: 'admin.repairs.status.quote_approved',
  in_repair: 'admin.repairs.status.in_repair',
  ready: 'admin.repairs.status.ready',
  collected: 'admin.repairs.status.collected',
  cancelled: 'admin.repairs.status.cancelled',
};

const handoverName: Record<Handover, MessageId> = {
  centre: 'admin.repairs.handover.centre',
  courier: 'admin.repairs.handover.courier',
};

const emailKindName: Record<string, MessageId> = {
  booked: 'admin.repair.emails.kind.booked',
  status: 'admin.repair.emails.kind.status',
  requote: 'admin.repair.emails.kind.requote',
};

/** The translated names of a repair's states and hand-overs, one place for the grid and its dialogs. */
export function useRepairLabels(): RepairLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      status: (status) => intl.formatMessage({ id: statusName[status] }),
      handover: (handover) => intl.formatMessage({ id: handoverName[handover] }),
      emailKind: (kind) =>
        Object.hasOwn(emailKindName, kind) ? intl.formatMessage({ id: emailKindName[kind] }) : kind,
    }),
    [intl],
  );
}
