import type { BackendState } from './backend/index.ts';
import {
  isScenarioName,
  parseFault,
  type Fault,
  type MockOptions,
  type ScenarioName,
} from './scenarios/index.ts';

/** sessionStorage key of the options taken from the address bar. */
export const OPTIONS_KEY = 'pidz.mock.options';
/** sessionStorage key of the back end's state. */
export const STATE_KEY = 'pidz.mock.state';

/** What the browser session keeps between reloads (besides the state). */
export interface StoredOptions {
  scenario?: ScenarioName;
  faults?: Fault[];
  delayMs?: number;
}

/** The part of the Storage API used here (sessionStorage in the browser). */
export type OptionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readJson<T>(storage: OptionStorage, key: string): T | undefined {
  const text = storage.getItem(key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/**
 * The mock options for a page load: `?scenario=<name>`, `?fault=<method>:<code>` or
 * `?fault=<method>:http500` (repeatable, `*` for every method) and `?delay=<ms>`, on top of what
 * this browser session stored before. A different scenario starts from its seed; otherwise the
 * saved state is restored. `?mock-reset` forgets everything stored first.
 */
export function optionsFromLocation(url: URL, storage: OptionStorage): MockOptions {
  const query = url.searchParams;
  if (query.has('mock-reset')) {
    storage.removeItem(OPTIONS_KEY);
    storage.removeItem(STATE_KEY);
  }
  const stored = readJson<StoredOptions>(storage, OPTIONS_KEY) ?? {};
  const scenario = query.get('scenario');
  const faults = query
    .getAll('fault')
    .map(parseFault)
    .filter((fault) => fault !== undefined);
  const delay = query.get('delay');
  const next: StoredOptions = {
    scenario: isScenarioName(scenario) ? scenario : stored.scenario,
    faults: query.has('fault') ? faults : stored.faults,
    delayMs: delay !== null && /^\d+$/.test(delay) ? Number(delay) : stored.delayMs,
  };
  const isNewScenario = next.scenario !== stored.scenario;
  if (isNewScenario) storage.removeItem(STATE_KEY);
  storage.setItem(OPTIONS_KEY, JSON.stringify(next));
  return {
    ...next,
    state: isNewScenario ? undefined : readJson<BackendState>(storage, STATE_KEY),
  };
}
