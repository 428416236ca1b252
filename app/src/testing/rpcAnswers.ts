import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MethodName, MethodParams, MethodResult } from '@pidz/contracts';

interface SentCall {
  id?: string | number | null;
  method?: unknown;
  params?: unknown;
}

type Answer = SentCall & Record<string, unknown>;

/** Per method, its answer in a story: the call's result, or a Response that fails the request. */
export type StoryAnswers = {
  [M in MethodName]?: (params: MethodParams<M>) => MethodResult<M> | Response;
};

/**
 * A story handler (`parameters.msw.handlers`) in front of the story's back end that answers some
 * JSON-RPC methods itself, alone or inside a batch: each answer gets the call's params and returns
 * its result, or a Response that fails the whole HTTP request (`HttpResponse.error()` for a network
 * failure, as it would fail every call of the batch). The other calls of a batch are sent on to the
 * back end as a batch of their own (which this handler lets through) and their answers merged in.
 *
 * @example
 * rpcAnswers({ 'pidz.services.api.sector:getAll': () => [{ id: 1, name: 'Ziekenhuiszorg' }] })
 */
export function rpcAnswers(answers: StoryAnswers): HttpHandler {
  const answerOf = (call: SentCall) =>
    typeof call.method === 'string'
      ? (answers[call.method as MethodName] as ((params: unknown) => unknown) | undefined)
      : undefined;
  return http.post('*/api-rpc-cognito/', async ({ request }) => {
    const body = (await request.clone().json()) as SentCall | SentCall[];
    const calls = Array.isArray(body) ? body : [body];
    if (!calls.some((call) => answerOf(call))) return undefined;
    const answered = new Map<SentCall, Answer>();
    for (const call of calls) {
      const answer = answerOf(call);
      if (!answer) continue;
      const result = answer(call.params);
      if (result instanceof Response) return result;
      answered.set(call, { jsonrpc: '2.0', id: call.id, result });
    }
    const others = calls.filter((call) => !answerOf(call));
    if (others.length > 0) {
      const rest = await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: JSON.stringify(others),
      });
      if (rest.status !== 200) return rest;
      const restAnswers = (await rest.json()) as Answer[];
      for (const call of others) {
        const restAnswer = restAnswers.find((candidate) => candidate.id === call.id);
        if (restAnswer) answered.set(call, restAnswer);
      }
    }
    if (!Array.isArray(body)) return HttpResponse.json(answered.get(body) ?? null);
    return HttpResponse.json(calls.flatMap((call) => answered.get(call) ?? []));
  });
}
