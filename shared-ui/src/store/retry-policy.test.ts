import { isRetryableStatus, retryDelayMs } from './retry-policy.ts';

describe('retry policy', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries 5xx, 408 and 429 only', () => {
    expect([500, 502, 503, 504, 408, 429].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 410, 422].some(isRetryableStatus)).toBe(false);
  });
});
