import { useCallback, useEffect, useRef, useState } from 'react';
import { solveCaptcha } from './captcha-solver.ts';
import { useGetCaptchaChallengeMutation } from './forms-api.ts';

// The form's captcha: a challenge is fetched and solved as soon as the form shows, so it is
// usually done before the visitor has typed anything. A solution counts once: after each attempt
// to send, the form asks for the next one (`renew`).

export type CaptchaStatus = 'solving' | 'solved' | 'failed';

export interface Captcha {
  status: CaptchaStatus;
  /** Share of the puzzle tried, 0–1, while solving. */
  progress: number;
  /** The solution (waiting for it when still solving); rejects when it could not be made. */
  take(): Promise<string>;
  /** Starts on the next challenge (after a sending, or to try again after a failure). */
  renew(): void;
}

export function useCaptcha(): Captcha {
  const [getChallenge] = useGetCaptchaChallengeMutation();
  const [status, setStatus] = useState<CaptchaStatus>('solving');
  const [progress, setProgress] = useState(0);
  const pending = useRef<Promise<string> | null>(null);

  const renew = useCallback(() => {
    setStatus('solving');
    setProgress(0);
    const solution = getChallenge()
      .unwrap()
      .then((challenge) => solveCaptcha(challenge, setProgress));
    pending.current = solution;
    solution.then(
      () => {
        if (pending.current === solution) setStatus('solved');
      },
      () => {
        if (pending.current === solution) setStatus('failed');
      },
    );
    return solution;
  }, [getChallenge]);

  useEffect(() => {
    renew();
  }, [renew]);

  const take = useCallback(() => pending.current ?? renew(), [renew]);
  return { status, progress, take, renew };
}
