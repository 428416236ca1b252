import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { FeatureFlagName } from '@pidz/contracts';
import { RestFailure, type RestOperations } from '../backend/index.ts';
import type { MockSession } from '../session.ts';

const featureFlagNames: readonly string[] = ['ffe-cv', 'ffe-preferences', 'ffe-feedback'];

/**
 * Answers one REST call: after the delay, 503 MAINTENANCE while the back end is in maintenance
 * (for /health too), the operation's JSON (or 204 for null), or its RestFailure.
 */
function answer(
  session: MockSession,
  onCallCompleted: (() => void) | undefined,
  operation: (rest: RestOperations) => unknown,
) {
  return async () => {
    if (session.delayMs > 0) await delay(session.delayMs);
    if (session.backend.state.health === 'MAINTENANCE') {
      return HttpResponse.json({ status: 'MAINTENANCE' }, { status: 503 });
    }
    try {
      const body = operation(session.backend.rest);
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
  };
}

/** The REST routes of rest.openapi.json; `onCallCompleted` runs after each answered call. */
export function restHandlers(session: MockSession, onCallCompleted?: () => void): HttpHandler[] {
  const respond = (operation: (rest: RestOperations) => unknown) =>
    answer(session, onCallCompleted, operation);
  return [
    http.get(
      '*/health',
      respond((rest) => rest.health()),
    ),
    http.get('*/api/feature-flag/:name', ({ params }) => {
      const name = String(params.name);
      if (!featureFlagNames.includes(name)) {
        return HttpResponse.json(
          { code: 600, message: `Unknown feature flag ${name}` },
          { status: 404 },
        );
      }
      return respond((rest) => rest.featureFlag(name as FeatureFlagName))();
    }),
    http.get(
      '*/api/freelancer/freelancer-banners',
      respond((rest) => rest.banners()),
    ),
    http.get(
      '*/auth/check-session',
      respond((rest) => rest.checkSession()),
    ),
    http.post(
      '*/auth/refresh-tokens',
      respond((rest) => rest.refreshTokens()),
    ),
    http.post(
      '*/auth/logout',
      respond((rest) => rest.logout()),
    ),
    http.post('*/auth/reset-password-request', async ({ request }) => {
      const body: unknown = await request.json().catch(() => null);
      return respond((rest) => rest.requestPasswordReset(body))();
    }),
  ];
}
