import {
  type BootData,
  type RemoteRegistryEntry,
  SHELL_START_ELEMENT_ID,
  type ShellStartData,
} from 'shared-domain';

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
 * The start-up data the bff wrote into the page, or undefined when the page has none (a remote's
 * standalone page, a page cached before the bff wrote it) or it is unreadable.
 */
export function readInlineStart(doc: Document): Partial<ShellStartData> {
  const text = doc.getElementById(SHELL_START_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const data = JSON.parse(text) as Partial<ShellStartData> | null;
    return {
      registry: Array.isArray(data?.registry) ? data.registry : undefined,
      boot: typeof data?.boot === 'object' && data.boot !== null ? data.boot : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * The shell's start-up data: the boot aggregate and the remote registry, from the page when the
 * bff put them there, otherwise requested in parallel. If the boot aggregate fails (api down) the
 * shop still renders, as an anonymous visitor of the variant the bff named in the page.
 */
export async function loadShellStart(
  fallback: BootData,
  fetchImpl: typeof fetch = fetch,
  inline: Partial<ShellStartData> = {},
): Promise<ShellStart> {
  const [boot, registry] = await Promise.all([
    inline.boot ??
      getJson<BootData>('/api/bff/boot', fetchImpl).catch((error: unknown) => {
        console.warn('[shell] boot data unavailable, continuing anonymously', error);
        return fallback;
      }),
    inline.registry ?? getJson<RemoteRegistryEntry[]>('/remotes.json', fetchImpl),
  ]);
  return { boot, registry };
}
