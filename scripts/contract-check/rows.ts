/** One line of the check's table and report, and the problems of an answer in words. */
import type { SchemaErrors } from '../../mocks/handlers/validation.ts';
import type { HostAnswer } from './host.ts';

/** What one checked call (or probe) gave. */
export interface Row {
  /** The method's short name (`calendar:getAvailability`), a REST route or a probe's name. */
  call: string;
  /** The contract example it sent, when it sent one. */
  example?: string;
  /** The HTTP status; 0 when it was not sent (skipped). */
  status: number;
  ms: number;
  /** `result`, `error <code>`, `skipped`, or what the probe saw. */
  answer: string;
  /** What does not conform; empty when the answer is what the contract promises. */
  problems: string[];
}

/** Schema errors as short lines: `/0/start must match format "date-time"`. */
export function schemaProblems(errors: SchemaErrors): string[] {
  return errors.map((error) => {
    const extra =
      error.params && 'additionalProperty' in error.params
        ? ` (${String(error.params.additionalProperty)})`
        : '';
    return `${error.instancePath || '(result)'} ${error.message ?? 'is invalid'}${extra}`;
  });
}

/** Personal answers may not be kept in a cache (the contract's info.description). */
export function noStoreProblems(answer: HostAnswer): string[] {
  const cacheControl = answer.headers.get('cache-control') ?? '';
  return /\bno-store\b/.test(cacheControl)
    ? []
    : [`Cache-Control is ${cacheControl ? `'${cacheControl}'` : 'missing'}, not no-store`];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
