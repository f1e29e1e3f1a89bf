import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { packingCommands } from 'shared-domain/contracts/staff.ts';
import { LoadError, PageLayout, SkeletonText } from 'shared-ui';
import { useBarcodeScanner } from '../scanner/use-barcode-scanner.ts';
import { InvoicePanel } from './invoice-panel.tsx';
import { ManualEntry } from './manual-entry.tsx';
import { OutcomeFollowUp } from './outcome-follow-up.tsx';
import { PackageDocuments } from './package-documents.tsx';
import styles from './packing.module.css';
import { PackingActions } from './packing-actions.tsx';
import { useGetStationQuery } from './packing-api.ts';
import { PackingOrder } from './packing-order.tsx';
import { PackingSteps } from './packing-steps.tsx';
import { ScanMessage } from './scan-message.tsx';
import { stationIdOfThisBrowser } from './station-id.ts';
import { useStationScan } from './use-station-scan.ts';
import { useUndoKey } from './use-undo-key.ts';

/** The packing station: the scanner drives it, the server keeps its state and answers each scan. */
export function PackingPage() {
  const intl = useIntl();
  const [stationId] = useState(() => stationIdOfThisBrowser());
  const station = useGetStationQuery(stationId);
  const stationScan = useStationScan(stationId);
  const { scan, last } = stationScan;
  const ready = station.data !== undefined;
  // A code scanned while the station's state is still loading is held, not lost: sending it
  // before the state arrives would let the older state overwrite the scan's answer.
  const heldScans = useRef<string[]>([]);
  useBarcodeScanner((code) => {
    if (ready) void scan(code);
    else heldScans.current.push(code);
  });
  useEffect(() => {
    if (!ready) return;
    for (const code of heldScans.current.splice(0)) void scan(code);
  }, [ready, scan]);
  useUndoKey(() => void scan(packingCommands.undo), ready && station.data?.canUndo === true);

  const title = intl.formatMessage({ id: 'warehouse.packing.title' });
  if (station.isLoading)
    return (
      <PageLayout title={title}>
        <SkeletonText lines={6} />
      </PageLayout>
    );
  if (!station.data)
    return (
      <PageLayout title={title}>
        <LoadError
          error={station.error}
          onRetry={station.refetch}
          title={intl.formatMessage({ id: 'warehouse.packing.loadError' })}
        />
      </PageLayout>
    );
  const state = station.data;
  return (
    <PageLayout title={title} className={styles.page}>
      <div className={styles.top}>
        <ScanMessage {...stationScan} />
        <OutcomeFollowUp last={last} scan={scan} />
        <ManualEntry onScan={(code) => void scan(code)} />
      </div>
      <PackingActions state={state} scan={scan} />
      <div className={styles.columns}>
        <PackingSteps state={state} />
        <PackingOrder state={state} />
        <PackageDocuments pkg={state.package} />
        {state.order && <InvoicePanel orderNumber={state.order.number} />}
      </div>
      <p className={styles.station}>
        {intl.formatMessage({ id: 'warehouse.packing.station' }, { station: stationId })}
      </p>
    </PageLayout>
  );
}
