import type { BootData, RemoteRegistryEntry } from 'shared-domain';

export interface ShellStart {
  boot: BootData;
  registry: RemoteRegistryEntry[];
}

async function getJson<T>(url: string, fetchImpl: typeof fetch): Promise<T> {
  const response = await fetchImpl(url, { credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The shell's two start-up requests, in parallel: the boot aggregate and the remote registry.
 * If the boot aggregate fails (api down) the shop still renders, as an anonymous visitor of the
 * variant the bff named in the page.
 */
export async function loadShellStart(
  fallback: BootData,
  fetchImpl: typeof fetch = fetch,
): Promise<ShellStart> {
  const [boot, registry] = await Promise.all([
    getJson<BootData>('/api/bff/boot', fetchImpl).catch((error: unknown) => {
      console.warn('[shell] boot data unavailable, continuing anonymously', error);
      return fallback;
    }),
    getJson<RemoteRegistryEntry[]>('/remotes.json', fetchImpl),
  ]);
  return { boot, registry };
}
