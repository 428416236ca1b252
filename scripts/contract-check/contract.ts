/**
 * What the check reads of the contract: the methods of contracts/pidz.openrpc.json with their
 * examples, which of them change nothing, and the error catalogue. Schemas are not read here: the
 * results are checked with the mock's own compiled validators (mocks/handlers/validation.ts).
 */
import type { MethodName } from '@pidz/contracts';
import openRpc from '@pidz/contracts/pidz.openrpc.json';
import { contractErrors, methodTable } from '../../mocks/handlers/generated/methods.ts';

/** One example call of a method: its name and its by-name params. */
export interface ExampleCall {
  method: MethodName;
  example: string;
  params: Record<string, unknown>;
  /** The result the example shows, to map the ids it names to those the host gives. */
  result: unknown;
}

interface ContractExample {
  name: string;
  params: { name: string; value: unknown }[];
  result?: { value?: unknown };
}

interface ContractMethod {
  name: string;
  examples?: ContractExample[];
}

const methods = openRpc.methods as unknown as ContractMethod[];

/** Every method of the contract, in the contract's order. */
export const contractMethods = methods.map((method) => method.name as MethodName);

/** The service part of a method's name (`calendar` of `pidz.services.api.calendar:getAvailability`). */
export function serviceOf(method: MethodName): string {
  return methodTable[method].service;
}

/** The method part of a method's name (`getAvailability`). */
export function shortNameOf(method: MethodName): string {
  return methodTable[method].method;
}

/**
 * Whether a method changes nothing: its name says it reads (`get…`), counts (`count…`) or hands
 * out a file (`download…`). Every other method writes, and runs only with `--writes`.
 */
export function isRead(method: MethodName): boolean {
  return /^(get|count|download)/.test(shortNameOf(method));
}

/** The example calls of a method, in the contract's order; `first` only its first one. */
export function examplesOf(method: MethodName, first = false): ExampleCall[] {
  const contract = methods.find((candidate) => candidate.name === method);
  const examples = contract?.examples ?? [];
  return (first ? examples.slice(0, 1) : examples).map((example) => ({
    method,
    example: example.name,
    params: Object.fromEntries(example.params.map(({ name, value }) => [name, value])),
    result: example.result?.value,
  }));
}

/** The catalogue codes of the contract (components.errors): code → the server's message. */
export const catalogue = new Map<number, string>(
  Object.values(contractErrors).map(({ code, message }) => [code, message]),
);
