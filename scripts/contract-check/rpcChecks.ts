/**
 * The JSON-RPC checks: each call's answer against its method's result schema (the mock's own
 * compiled validators) or the error catalogue, and the protocol the contract promises: a batch is
 * answered call by call, a call without a token is refused with 401, no answer may be cached.
 */
import type { MethodName } from '@pidz/contracts';
import openRpc from '@pidz/contracts/pidz.openrpc.json';
import { resultErrors } from '../../mocks/handlers/validation.ts';
import { catalogue, shortNameOf, serviceOf, type ExampleCall } from './contract.ts';
import { clientHeaders, type Host, type HostAnswer } from './host.ts';
import { restBodyProblems } from './restChecks.ts';
import { isRecord, noStoreProblems, schemaProblems, type Row } from './rows.ts';

/** The short name the table shows: `calendar:getAvailability`. */
export const callName = (method: MethodName) => `${serviceOf(method)}:${shortNameOf(method)}`;

const errorRefs = openRpc.components.errors as Record<string, { code: number }>;

/** The codes a method says it can answer (its `errors`). */
function declaredCodes(method: MethodName): Set<number> {
  const contract = openRpc.methods.find((candidate) => candidate.name === method);
  const errors = (contract?.errors ?? []) as ({ $ref: string } | { code: number })[];
  return new Set(
    errors.map((error) =>
      'code' in error ? error.code : (errorRefs[error.$ref.split('/').pop() ?? '']?.code ?? NaN),
    ),
  );
}

/** The problems of one JSON-RPC answer (an object of a batch or a single call's body). */
export function answerProblems(
  method: MethodName,
  id: unknown,
  answer: unknown,
): { answer: string; problems: string[] } {
  if (!isRecord(answer)) return { answer: 'none', problems: ['no JSON-RPC answer for this call'] };
  const problems: string[] = [];
  if (answer.jsonrpc !== '2.0')
    problems.push(`jsonrpc is ${JSON.stringify(answer.jsonrpc)}, not "2.0"`);
  if (answer.id !== id)
    problems.push(`id is ${JSON.stringify(answer.id)}, not ${JSON.stringify(id)}`);
  if ('result' in answer)
    return {
      answer: 'result',
      problems: [...problems, ...schemaProblems(resultErrors(method, answer.result))],
    };
  const error = answer.error;
  if (!isRecord(error))
    return { answer: 'none', problems: [...problems, 'neither result nor error'] };
  const { code, message } = error;
  if (typeof code !== 'number')
    return { answer: 'error', problems: [...problems, 'error code is not a number'] };
  if (!catalogue.has(code)) problems.push(`error ${code} is not in the error catalogue`);
  else if (!declaredCodes(method).has(code))
    problems.push(`error ${code} is not among the method's errors`);
  if (typeof message !== 'string' || message.trim() === '')
    problems.push('error message is not a text');
  return { answer: `error ${code}`, problems };
}

/** Sends one example call and checks its answer. */
export async function checkCall(
  host: Host,
  call: ExampleCall,
  params: object,
  id: number,
): Promise<{ row: Row; result: unknown }> {
  const sent = await host.rpc({ jsonrpc: '2.0', id, method: call.method, params });
  const checked =
    sent.status === 200
      ? answerProblems(call.method, id, sent.body)
      : { answer: `HTTP ${sent.status}`, problems: [`HTTP ${sent.status}: ${preview(sent.body)}`] };
  const row: Row = {
    call: callName(call.method),
    example: call.example,
    status: sent.status,
    ms: sent.ms,
    answer: checked.answer,
    problems: [...checked.problems, ...noStoreProblems(sent)],
  };
  return { row, result: isRecord(sent.body) ? sent.body.result : undefined };
}

function preview(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return (text ?? '').slice(0, 120);
}

/** A batch of two reads: answered with an array, one answer per call, matched by id. */
export async function checkBatch(host: Host, calls: readonly ExampleCall[]): Promise<Row> {
  const members = calls.slice(0, 2).map((call, index) => ({
    jsonrpc: '2.0',
    id: `batch-${index + 1}`,
    method: call.method,
    params: call.params,
  }));
  const sent = await host.rpc(members);
  const row = probeRow('JSON-RPC batch', sent);
  if (!Array.isArray(sent.body)) {
    row.answer = sent.status === 200 ? 'not an array' : `HTTP ${sent.status}`;
    row.problems.push(
      `a batch of ${members.length} calls is answered with ${sent.status === 200 ? 'no array' : `HTTP ${sent.status}`}`,
    );
    return row;
  }
  const answers = sent.body as unknown[];
  row.answer = `${answers.length} answers`;
  members.forEach((member) => {
    const answer = answers.find((candidate) => isRecord(candidate) && candidate.id === member.id);
    const { problems } = answerProblems(member.method, member.id, answer);
    row.problems.push(...problems.map((problem) => `${callName(member.method)}: ${problem}`));
  });
  return row;
}

/** A call without a token: refused for the whole request with HTTP 401 NotAuthorizedException. */
export async function checkWithoutToken(
  host: Host,
  call: ExampleCall,
  assumeUser?: string,
): Promise<Row> {
  const sent = await host.rpc(
    { jsonrpc: '2.0', id: 1, method: call.method, params: call.params },
    clientHeaders(assumeUser),
  );
  const row = probeRow('call without a token', sent);
  row.answer = `HTTP ${sent.status}`;
  if (sent.status !== 401) row.problems.push(`answered HTTP ${sent.status}, not 401`);
  else
    row.problems.push(
      ...restBodyProblems('/api/freelancer/freelancer-banners', 'get', 401, sent.body),
    );
  return row;
}

function probeRow(call: string, sent: HostAnswer): Row {
  return {
    call,
    status: sent.status,
    ms: sent.ms,
    answer: '',
    problems: [...noStoreProblems(sent)],
  };
}
