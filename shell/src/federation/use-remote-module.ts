import { useCallback, useEffect, useState } from 'react';
import type { RemoteName } from 'shared-domain';
import { useFederation } from './federation-context.tsx';

export type RemoteState<T> =
  | { status: 'loading' }
  | { status: 'ready'; module: T }
  | { status: 'failed'; error: unknown };

// Modules already loaded stay in memory for the page's life: navigating back to an area is instant.
const loaded = new Map<string, unknown>();

/** Loads `<remote>/<expose>` on first use; `retry` loads again without a page reload. */
export function useRemoteModule<T>(name: RemoteName, expose: string): [RemoteState<T>, () => void] {
  const { registry, loader } = useFederation();
  const key = `${name}/${expose}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState<T>>(() =>
    loaded.has(key) ? { status: 'ready', module: loaded.get(key) as T } : { status: 'loading' },
  );

  useEffect(() => {
    // `attempt` is read so that "try again" reruns this effect.
    void attempt;
    if (loaded.has(key)) {
      setState({ status: 'ready', module: loaded.get(key) as T });
      return;
    }
    const entry = registry.find((candidate) => candidate.name === name);
    if (!entry) {
      setState({ status: 'failed', error: new Error(`${name} is not in the remote registry`) });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    loader.load<T>(entry, expose).then(
      (module) => {
        loaded.set(key, module);
        if (current) setState({ status: 'ready', module });
      },
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [key, name, expose, registry, loader, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return [state, retry];
}

/** Test seam: forget loaded modules between component tests. */
export function forgetLoadedRemotes(): void {
  loaded.clear();
}
