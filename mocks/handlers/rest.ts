import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { FeatureFlagName, RestRoute } from '@pidz/contracts';
import { handOverScenario } from '../backend/handOver.ts';
import { RestFailure, type RestOperations } from '../backend/index.ts';
import { startSession } from '../backend/signIn.ts';
import { impersonationCookie } from '../impersonation.ts';
import type { MockSession } from '../session.ts';
import { NO_STORE, withNoStore } from './noStore.ts';

const featureFlagNames: readonly string[] = ['ffe-cv', 'ffe-preferences', 'ffe-feedback'];

/**
 * Answers one REST call: after the delay, 503 MAINTENANCE while the back end is in maintenance
 * (for /health too), the operation's JSON (or 204 for null), or its RestFailure (401 for a call on
 * behalf of the user without a valid token). No answer may be kept in a cache (`no-store`): they
 * are the session's and the user's.
 */
function answer(
  session: MockSession,
  onCallCompleted: (() => void) | undefined,
  route: RestRoute,
  operation: (rest: RestOperations, request: Request) => unknown,
) {
  return async ({ request }: { request: Request }) =>
    withNoStore(await respond(session, onCallCompleted, route, operation, request));
}

async function respond(
  session: MockSession,
  onCallCompleted: (() => void) | undefined,
  route: RestRoute,
  operation: (rest: RestOperations, request: Request) => unknown,
  request: Request,
): Promise<Response> {
  if (session.delayMs > 0) await delay(session.delayMs);
  if (session.backend.state.health === 'MAINTENANCE') {
    return HttpResponse.json({ status: 'MAINTENANCE' }, { status: 503 });
  }
  const fault = session.takeFault((candidate) => 'route' in candidate && candidate.route === route);
  if (fault && 'httpStatus' in fault) {
    return HttpResponse.json(
      { code: 600, message: `Injected failure of ${route}` },
      { status: fault.httpStatus },
    );
  }
  try {
    const body = operation(session.backend.rest, request);
    return body === null ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(body);
  } catch (error) {
    if (error instanceof RestFailure) {
      return HttpResponse.json(error.body as Record<string, unknown>, {
        status: error.httpStatus,
      });
    }
    throw error;
  } finally {
    onCallCompleted?.();
  }
}

/** The REST routes of rest.openapi.json; `onCallCompleted` runs after each answered call. */
export function restHandlers(session: MockSession, onCallCompleted?: () => void): HttpHandler[] {
  const respond = (
    route: RestRoute,
    operation: (rest: RestOperations, request: Request) => unknown,
  ) => answer(session, onCallCompleted, route, operation);
  return [
    http.get(
      '*/health',
      respond('GET /health', (rest) => rest.health()),
    ),
    http.get('*/api/feature-flag/:name', ({ params, request }) => {
      const name = String(params.name);
      if (!featureFlagNames.includes(name)) {
        return HttpResponse.json(
          { code: 600, message: `Unknown feature flag ${name}` },
          { status: 404, headers: NO_STORE },
        );
      }
      return respond('GET /api/feature-flag/{name}', (rest, { headers }) =>
        rest.featureFlag(name as FeatureFlagName, headers),
      )({ request });
    }),
    http.get(
      '*/api/freelancer/freelancer-banners',
      respond('GET /api/freelancer/freelancer-banners', (rest, { headers }) =>
        rest.banners(headers),
      ),
    ),
    http.get(
      '*/auth/check-session',
      respond('GET /auth/check-session', (rest) => rest.checkSession()),
    ),
    http.post('*/auth/session', async ({ request }) => {
      const body: unknown = await request.json().catch(() => null);
      const answer = await respond('POST /auth/session', (rest) => {
        const scenario = handOverScenario(body, session.identity, session.offersTestLogins);
        const { state } = session.backend;
        const next = startSession(state, scenario, state.persona ?? session.scenario);
        if (next !== state) session.backend.restore(next);
        return rest.checkSession();
      })({ request });
      // The admin persona acts as a user: the browser holds the id, as the admin site leaves it.
      if (answer.ok) answer.headers.set('Set-Cookie', impersonationCookie(session.backend.state));
      return answer;
    }),
    http.post(
      '*/auth/refresh-tokens',
      respond('POST /auth/refresh-tokens', (rest) => rest.refreshTokens()),
    ),
    http.post(
      '*/auth/logout',
      respond('POST /auth/logout', (rest) => rest.logout()),
    ),
    http.post('*/auth/reset-password-request', async ({ request }) => {
      const body: unknown = await request.json().catch(() => null);
      return respond('POST /auth/reset-password-request', (rest) =>
        rest.requestPasswordReset(body),
      )({ request });
    }),
  ];
}
