import type { SelectedChoices, SelectorChoice } from 'shared-domain';
import type { SelectorLevel } from 'shared-domain/buyout';
import { selectorLevels } from 'shared-domain/buyout';

/** Lists of choices per level, as "GET selector data" sends them. */
export type DeviceChoiceLists = Partial<Record<SelectorLevel, readonly SelectorChoice[]>>;

/**
 * Choices already known, e.g. from a deep link's selector data: the lists and the selection they
 * were made for. A level uses its seeded list only while the levels before it are still chosen as in
 * the seed, so a deep link renders without requests and a later change loads fresh lists.
 */
export interface DeviceSelectorSeed {
  selected_choices: SelectedChoices;
  choices: DeviceChoiceLists;
}

/** One level chosen (or cleared); every later level is unselected, as the chain demands. */
export function withChoice(
  selected: SelectedChoices,
  level: SelectorLevel,
  choice: SelectorChoice | null,
): SelectedChoices {
  const index = selectorLevels.indexOf(level);
  const next = { ...selected, [level]: choice };
  for (const later of selectorLevels.slice(index + 1)) next[later] = null;
  return next;
}

/** Identity of a selection by ids, so a parent re-creating equal objects changes nothing. */
export function selectionKey(selected: SelectedChoices): string {
  return selectorLevels.map((level) => selected[level]?.id ?? '').join('/');
}

export function seededChoices(
  seed: DeviceSelectorSeed | undefined,
  level: SelectorLevel,
  selected: SelectedChoices,
): readonly SelectorChoice[] | undefined {
  const list = seed?.choices[level];
  if (!seed || !list) return undefined;
  const earlier = selectorLevels.slice(0, selectorLevels.indexOf(level));
  const sameParents = earlier.every(
    (parent) => selected[parent] !== null && selected[parent]?.id === seed.selected_choices[parent]?.id,
  );
  return sameParents ? list : undefined;
}
