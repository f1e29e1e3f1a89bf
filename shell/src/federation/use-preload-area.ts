import { useCallback } from 'react';
import { remoteForPath } from 'shared-domain';
import { useFederation } from './federation-context.tsx';

// Preloads the remote behind a link when the visitor shows intent (hover or focus), so the click
// finds its code already there. Failures are ignored here: the real navigation reports them.
const preloaded = new Set<string>();

export function usePreloadArea(): (path: string) => void {
  const { registry, loader } = useFederation();
  return useCallback(
    (path: string) => {
      const entry = remoteForPath(registry, path);
      if (!entry || preloaded.has(entry.name)) return;
      preloaded.add(entry.name);
      loader.load(entry, 'routes').catch(() => preloaded.delete(entry.name));
    },
    [registry, loader],
  );
}
