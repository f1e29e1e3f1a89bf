import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { BuyoutStatus } from 'shared-domain/buyout';
import { buyoutStatusName } from './buyout-labels.ts';
import styles from './buyouts.module.css';

/** The translated name of a status ("Zařízení přijato"). */
export function useBuyoutStatusName(): (status: BuyoutStatus) => string {
  const intl = useIntl();
  return useCallback((status) => intl.formatMessage({ id: buyoutStatusName[status] }), [intl]);
}

// Closed buyouts step back visually; the ones waiting for staff stand out.
const toneOf: Record<BuyoutStatus, string> = {
  created: styles.statusWaiting,
  device_received: styles.statusWaiting,
  inspected: styles.statusWaiting,
  requoted: styles.statusOpen,
  offer_confirmed: styles.statusOpen,
  paid: styles.statusDone,
  returned: styles.statusClosed,
};

export function BuyoutStatusBadge({ status }: { status: BuyoutStatus }) {
  const name = useBuyoutStatusName();
  return <span className={`${styles.status} ${toneOf[status]}`}>{name(status)}</span>;
}
