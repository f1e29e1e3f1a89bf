import type { BenchFigure } from '../back-office/bench-support.ts';
import { figureRow } from '../back-office/run-back-office.ts';

/**
 * One part of `npm run bench`: it starts what it measures itself (its own ports), so it also runs
 * alone (`node src/<part>/run-<part>.ts`), and returns figures against budgets plus notes.
 */
export interface BenchSection {
  heading: string;
  /** How it was measured, printed under the heading. */
  method: string[];
  figures: BenchFigure[];
  /** Gaps to the budgets and why, or extra tables: markdown lines after the figures. */
  notes: string[];
}

export function renderSection(section: BenchSection): string[] {
  return [
    `## ${section.heading}`,
    '',
    ...(section.method.length > 0 ? [...section.method, ''] : []),
    '| measure | value | budget | |',
    '| --- | --- | --- | --- |',
    ...section.figures.map(figureRow),
    '',
    ...(section.notes.length > 0 ? [...section.notes, ''] : []),
  ];
}

/** Runs a section as a script and prints it (for `node src/<part>/run-<part>.ts`). */
export async function printSection(run: () => Promise<BenchSection>): Promise<void> {
  console.info(renderSection(await run()).join('\n'));
}

/** The parts a run measures: all of them without arguments, else the named ones in the bench's order. */
export function chooseSections(all: string[], asked: string[]): { chosen: string[]; unknown: string[] } {
  if (asked.length === 0) return { chosen: all, unknown: [] };
  return {
    chosen: all.filter((name) => asked.includes(name)),
    unknown: asked.filter((name) => !all.includes(name)),
  };
}
