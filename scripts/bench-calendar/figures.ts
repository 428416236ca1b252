/**
 * What `bench:calendar` (scripts/bench-calendar.ts) measures: its steps and the selection's, their
 * targets, and the printed medians against them.
 */
import { median } from '../bench-report.ts';
import { BENCH_ITEM_COUNT } from './events.ts';
import type { Subject } from './api.ts';

/** The issue's targets: each figure at most this many ms... */
export const TARGET_MS = 100;
/** ...and at least this many times faster than react-big-calendar. */
export const TARGET_RATIO = 5;
export const VIEWPORT = { width: 1280, height: 900 };

export const STEPS = ['firstRender', 'next', 'back', 'mountAgain'] as const;
type Step = (typeof STEPS)[number];
export type Figures = Record<Step, number>;

/** The selection's figures (the portal's month only). */
export const SELECTION_STEPS = ['selectStep', 'selectStepMax', 'clearSelection', 'mark42'] as const;
type SelectionStep = (typeof SELECTION_STEPS)[number];
export type SelectionFigures = Record<SelectionStep, number> & {
  mark42Requests: number;
  mark42Calls: number;
};
/** Selecting and changing the selection: at most this much main-thread time per step. */
const SELECTION_TARGET_MS = 16;
export const SELECTION_TITLES: Record<SelectionStep, string> = {
  selectStep: 'select step',
  selectStepMax: 'step (max)',
  clearSelection: 'clear',
  mark42: 'mark 42 days',
};

export const STEP_TITLES: Record<Step, string> = {
  firstRender: 'first render',
  next: 'next month',
  back: 'back',
  mountAgain: 'mount again',
};

/** The selection's medians against their targets; whether every one is met. */
export function printSelection(all: readonly SelectionFigures[]): boolean {
  console.log(
    `\nThe portal's month, selecting (issue 27), median of ${all.length} runs (ms until painted):`,
  );
  let isMet = true;
  for (const step of SELECTION_STEPS) {
    const value = median(all.map((figures) => figures[step]));
    // Marking has no time target (the issue asks for one request); the others 16 ms a step.
    const hasTarget = step === 'selectStep' || step === 'clearSelection';
    const met = !hasTarget || value <= SELECTION_TARGET_MS;
    isMet &&= met;
    console.log(
      `${SELECTION_TITLES[step].padEnd(14)}${value.toFixed(1).padStart(9)}  ${hasTarget ? `${met ? 'met' : 'MISSED'} (<= ${SELECTION_TARGET_MS} ms)` : ''}`,
    );
  }
  const requests = new Set(all.map((figures) => figures.mark42Requests));
  const calls = new Set(all.map((figures) => figures.mark42Calls));
  const isOneRequest = requests.size === 1 && requests.has(1);
  isMet &&= isOneRequest;
  console.log(
    `mark 42 days: ${[...requests].join('/')} HTTP request(s), ${[...calls].join('/')} JSON-RPC call(s)  ${isOneRequest ? 'met' : 'MISSED'} (1 request)`,
  );
  return isMet;
}

export function printResults(medians: Record<Subject, Figures>, runs: number): boolean {
  const ours = medians.pidz;
  const theirs = medians['react-big-calendar'];
  const floor = medians['bare-react'];
  console.log(
    `\nMonth view, ${BENCH_ITEM_COUNT} items, ${VIEWPORT.width}x${VIEWPORT.height}, median of ${runs} runs (ms until painted):`,
  );
  console.log(
    `${'step'.padEnd(14)}${'portal'.padStart(9)}${'rbc'.padStart(9)}${'ratio'.padStart(9)}${'bare'.padStart(9)}  target`,
  );
  let isMet = true;
  for (const step of STEPS) {
    const ratio = theirs[step] / ours[step];
    const met = ours[step] <= TARGET_MS && ratio >= TARGET_RATIO;
    isMet &&= met;
    console.log(
      `${STEP_TITLES[step].padEnd(14)}${ours[step].toFixed(1).padStart(9)}${theirs[step].toFixed(1).padStart(9)}${`${ratio.toFixed(1)}x`.padStart(9)}${floor[step].toFixed(1).padStart(9)}  ${met ? 'met' : 'MISSED'} (<= ${TARGET_MS} ms, >= ${TARGET_RATIO}x)`,
    );
  }
  console.log(
    'bare: the same month as bare React elements (no router, cache, styling, date or accessibility library): the floor.',
  );
  return isMet;
}
