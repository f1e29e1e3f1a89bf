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
