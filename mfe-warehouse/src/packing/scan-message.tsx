import { useIntl } from 'react-intl';
import type { ScanResult } from 'shared-domain/contracts/staff.ts';
import { Button, useApiErrorMessage } from 'shared-ui';
import styles from './packing.module.css';
import { toneOfOutcome } from './scan-tones.ts';
import type { StationScan } from './use-station-scan.ts';

/**
 * The last answer, big and coloured by its tone, in a live region so a screen reader says it too.
 * A failed request shows what went wrong and, when it may help, sends the same scan again.
 */
export function ScanMessage({ last, failed, retry }: Pick<StationScan, 'last' | 'failed' | 'retry'>) {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  const tone = failed ? 'wrong' : last ? toneOfOutcome[last.outcome] : null;
  return (
    <div className={styles.messageBox} data-tone={tone ?? 'idle'}>
      <p
        className={styles.message}
        role="status"
        aria-live="assertive"
        aria-atomic="true"
        aria-label={intl.formatMessage({ id: 'warehouse.packing.message.label' })}
      >
        {failed
          ? describe(failed.error)
          : (last?.message ?? intl.formatMessage({ id: 'warehouse.packing.message.idle' }))}
      </p>
      {!failed && last && <ScannedCode result={last} />}
      {failed?.retryable && (
        <Button variant="secondary" onClick={() => void retry()}>
          {intl.formatMessage({ id: 'warehouse.packing.message.retry' }, { code: failed.request.code })}
        </Button>
      )}
    </div>
  );
}

function ScannedCode({ result }: { result: ScanResult }) {
  const intl = useIntl();
  return (
    <p className={styles.scannedCode}>
      {intl.formatMessage({ id: 'warehouse.packing.message.code' }, { code: result.code })}
    </p>
  );
}
