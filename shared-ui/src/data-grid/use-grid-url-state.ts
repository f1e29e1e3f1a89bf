import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-ui';
import {
  type GridState,
  type GridUrlOptions,
  patchGridState,
  readGridState,
  writeGridState,
} from './grid-state.ts';

/**
 * The grid's state read from and written to the URL query, so the back button, a reload and a
 * shared link all show the same view. Changing filters or sort resets the page to 1.
 */
export function useGridUrlState(options: GridUrlOptions): [GridState, (patch: Partial<GridState>) => void] {
  const [params, setParams] = useSearchParams();
  const { filterKeys, defaultSort, pageSize } = options;
  const filterKeysKey = filterKeys.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys' content, not the array's identity.
  const stableOptions = useMemo(
    () => ({ filterKeys, defaultSort, pageSize }),
    [filterKeysKey, defaultSort, pageSize],
  );
  const state = useMemo(() => readGridState(params, stableOptions), [params, stableOptions]);
  const setState = useCallback(
    (patch: Partial<GridState>) => {
      setParams((current) => {
        const next = patchGridState(readGridState(current, stableOptions), patch);
        return writeGridState(current, next, stableOptions);
      });
    },
    [setParams, stableOptions],
  );
  return [state, setState];
}
