import { useCallback, useRef, useState } from 'react';
import type { ScanRequest, ScanResult } from 'shared-domain/contracts/staff.ts';
import { isApiError } from 'shared-ui';
import { newIdempotencyKey } from 'shared-ui/idempotency';
import { useSendScanMutation } from './packing-api.ts';
import { playScanTone } from './scan-sound.ts';
import { toneOfOutcome } from './scan-tones.ts';

export type ScanExtras = Pick<ScanRequest, 'confirmed' | 'forceReason'>;

export interface StationScan {
  /** Sends one scan; scans are sent one after another, in the order they were read. */
  scan: (code: string, extras?: ScanExtras) => Promise<void>;
  /** The failed request sent again with the same scanId, so the server counts it once. */
  retry: () => Promise<void>;
  last: ScanResult | null;
  /** The request that failed; `retryable` when it did not reach the server or the server failed. */
  failed: { request: ScanRequest; error: unknown; retryable: boolean } | null;
  sending: boolean;
}

export function useStationScan(stationId: string): StationScan {
  const [sendScan] = useSendScanMutation();
  const [last, setLast] = useState<ScanResult | null>(null);
  const [failed, setFailed] = useState<StationScan['failed']>(null);
  const [sending, setSending] = useState(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const send = useCallback(
    (request: ScanRequest) => {
      const run = async () => {
        setSending((count) => count + 1);
        const result = await sendScan(request);
        setSending((count) => count - 1);
        if ('error' in result) {
          // A refused request (4xx) will not get better by repeating it; anything else may.
          const refused = isApiError(result.error) && result.error.status >= 400 && result.error.status < 500;
          setFailed({ request, error: result.error, retryable: !refused });
          playScanTone(refused ? 'wrong' : 'unknown');
          return;
        }
        setFailed(null);
        setLast(result.data);
        playScanTone(toneOfOutcome[result.data.outcome]);
      };
      queue.current = queue.current.then(run);
      return queue.current;
    },
    [sendScan],
  );

  const scan = useCallback(
    (code: string, extras: ScanExtras = {}) =>
      send({ stationId, scanId: newIdempotencyKey(), code: code.trim(), ...extras }),
    [send, stationId],
  );
  const retry = useCallback(() => (failed ? send(failed.request) : Promise.resolve()), [failed, send]);

  return { scan, retry, last, failed, sending: sending > 0 };
}
