import { useEffect, useRef } from 'react';
import type { SelectedChoices, SelectorChoice } from 'shared-domain';
import type { SelectorLevel } from 'shared-domain/buyout';
// From the shared-ui singleton, like the rest of this entry: a direct import would bundle a second
// Redux Toolkit into the remote that provides the device selector.
import { skipToken } from 'shared-ui';
import {
  choicesRequestFor,
  type DeviceSelectorScope,
  useGetDeviceChoicesQuery,
} from './device-selector-api.ts';
import { type DeviceSelectorSeed, seededChoices } from './selection.ts';

export type SelectorFailureLogger = (error: unknown, level: SelectorLevel) => void;

export interface LevelChoices {
  /** The previous level is chosen, so this one can be answered. */
  enabled: boolean;
  loading: boolean;
  choices: readonly SelectorChoice[];
  /** Browser URL of the selection before this level, when the server sent the list. */
  url: string | null;
}

/** One level's choices: the seeded list when it still applies, otherwise loaded (and cached). */
export function useLevelChoices(
  scope: DeviceSelectorScope,
  level: SelectorLevel,
  selected: SelectedChoices,
  seed: DeviceSelectorSeed | undefined,
  logFailure: SelectorFailureLogger,
): LevelChoices {
  const seeded = seededChoices(seed, level, selected);
  const request = choicesRequestFor(scope, level, selected);
  const { currentData, isFetching, error } = useGetDeviceChoicesQuery(
    request && !seeded ? request : skipToken,
  );

  // Selector failures are only logged; the level simply offers nothing. A ref keeps an
  // inline logger from logging the same failure again on every render.
  const logRef = useRef(logFailure);
  useEffect(() => {
    logRef.current = logFailure;
  });
  useEffect(() => {
    if (error) logRef.current(error, level);
  }, [error, level]);

  return {
    enabled: request !== null,
    loading: !seeded && isFetching,
    choices: seeded ?? currentData?.choices ?? [],
    url: seeded ? null : (currentData?.url ?? null),
  };
}
