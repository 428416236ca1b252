import type { MethodName, MethodResult } from '@pidz/contracts';
import { methodTable } from './generated/methods.ts';

/** A JSON Schema as the generated method table holds it (references point into `contractSchemas`). */
export type ContractSchema = Readonly<Record<string, unknown>>;

/** One method of the contract as the mock dispatcher sees it. */
export interface MethodSpec<M extends MethodName> {
  /** The service part of the name, e.g. `calendar`. */
  readonly service: string;
  /** The method part of the name, e.g. `getAvailability`. */
  readonly method: string;
  /** The by-name params in contract order. */
  readonly params: readonly { readonly name: string; readonly required: boolean }[];
  /** The params object: its properties, required ones, and no others. */
  readonly paramsSchema: ContractSchema;
  /** The schema every result must satisfy. */
  readonly resultSchema: ContractSchema;
  /** The result of the contract's first example, if it has one. */
  readonly exampleResult?: MethodResult<M>;
}

/** True when `name` is a method of the contract. */
export function isMethodName(name: string): name is MethodName {
  return Object.hasOwn(methodTable, name);
}
