/**
 * The calls of a run, in order: every read's first example; with `--writes` then every example of
 * the writing methods, service by service, in an order that cleans up after itself: what adds
 * first, then what changes, then what removes. The ids the examples name are the contract's; a
 * host gives its own, so each id the examples' results show is mapped to the one the host answered
 * with, and later params use the host's (the removal removes what the run added).
 */
import type { MethodName } from '@pidz/contracts';
import {
  contractMethods,
  examplesOf,
  isRead,
  serviceOf,
  shortNameOf,
  type ExampleCall,
} from './contract.ts';

/** The step of a writing method in its service's clean-up order: add, change, remove. */
function writeStep(method: MethodName): number {
  const name = shortNameOf(method);
  if (/^(add|create)/.test(name)) return 0;
  if (/^remove/.test(name)) return 2;
  return 1;
}

/** The calls of a run: reads first, then (with `writes`) the writes in clean-up order. */
export function planCalls(writes: boolean): ExampleCall[] {
  const reads = contractMethods.filter(isRead).flatMap((method) => examplesOf(method, true));
  if (!writes) return reads;
  const services = [...new Set(contractMethods.map(serviceOf))];
  const writing = services.flatMap((service) =>
    contractMethods
      .filter((method) => serviceOf(method) === service && !isRead(method))
      .sort((a, b) => writeStep(a) - writeStep(b))
      .flatMap((method) => examplesOf(method)),
  );
  return [...reads, ...writing];
}

const isIdKey = (key: string) => key === 'id' || /(_id|Id)$/.test(key);

/** The ids of the host's answers, by the id the contract's example showed in their place. */
export class IdMap {
  private readonly ids = new Map<number, number>();
  /** The last id each service added, for a removal whose example names a record of its own. */
  private readonly added = new Map<string, number>();

  /** Learns the ids of an answer: walks the example's result and the host's side by side. */
  learn(call: ExampleCall, actual: unknown): void {
    this.walk(call.result, actual);
    const first = Array.isArray(actual) ? actual[0] : actual;
    if (writeStep(call.method) === 0 && isRecord(first) && typeof first.id === 'number') {
      this.added.set(serviceOf(call.method), first.id);
    }
  }

  private walk(example: unknown, actual: unknown): void {
    if (Array.isArray(example) && Array.isArray(actual)) {
      example.forEach((item, index) => this.walk(item, actual[index]));
    } else if (isRecord(example) && isRecord(actual)) {
      for (const [key, value] of Object.entries(example)) {
        const answered = actual[key];
        if (isIdKey(key) && typeof value === 'number' && typeof answered === 'number') {
          if (value !== answered) this.ids.set(value, answered);
        } else this.walk(value, answered);
      }
    }
  }

  /**
   * The params to send: the example's, with each id the run has seen the host give in its place;
   * a removal's one id param, when the example names no record the run added, is the record this
   * run's add gave in that service (it removes what it added, not a record of the account's).
   */
  paramsFor(call: ExampleCall): Record<string, unknown> {
    const mapped = this.substitute(call.params) as Record<string, unknown>;
    const added = this.added.get(serviceOf(call.method));
    const entries = Object.entries(call.params);
    const [key, value] = entries[0] ?? [];
    const namesOwnRecord =
      key !== undefined && isIdKey(key) && typeof value === 'number' && !this.ids.has(value);
    if (
      writeStep(call.method) === 2 &&
      added !== undefined &&
      entries.length === 1 &&
      namesOwnRecord
    ) {
      return { [key]: added };
    }
    return mapped;
  }

  private substitute(value: unknown, key = ''): unknown {
    if (Array.isArray(value)) return value.map((item) => this.substitute(item));
    if (isRecord(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, this.substitute(item, name)]),
      );
    }
    if (isIdKey(key) && typeof value === 'number') return this.ids.get(value) ?? value;
    return value;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
