import { performance } from 'node:perf_hooks';

const ROUNDS = 50;

/** Mean time of the boot aggregate versus the two api calls it replaces, made one after the other. */
export async function measureAggregate(
  baseUrl: string,
): Promise<{ aggregateMs: number; sequentialMs: number }> {
  const time = async (work: () => Promise<unknown>) => {
    await work(); // warm-up
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round++) await work();
    return (performance.now() - started) / ROUNDS;
  };
  const get = (url: string) => fetch(url).then((response) => response.arrayBuffer());
  const aggregateMs = await time(() => get(`${baseUrl}/api/bff/boot`));
  const sequentialMs = await time(async () => {
    await get(`${baseUrl}/api/new/accounts/me`);
    await get(`${baseUrl}/api/new/cart/count`);
  });
  return { aggregateMs, sequentialMs };
}
