import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceOrderList, ServiceStatus } from 'shared-domain';

type Handover = ServiceOrderList['items'][number]['handover'];

export interface RepairLabels {
  status: (status: ServiceStatus) => string;
  handover: (handover: Handover) => string;
}

/** The translated names of a repair's states and hand-overs, one place for the grid and its dialogs. */
export function useRepairLabels(): RepairLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      status: (status) => intl.formatMessage({ id: `admin.repairs.status.${status}` }),
      handover: (handover) => intl.formatMessage({ id: `admin.repairs.handover.${handover}` }),
    }),
    [intl],
  );
}
