import type { MethodName, RestRoute } from '@pidz/contracts';
import { todayInAppZone } from '@pidz/dates';
import { seedAgencyWorker } from '../backend/seed/agency-worker.ts';
import { seedEmpty } from '../backend/seed/empty.ts';
import { seedFreelancer } from '../backend/seed/freelancer.ts';
import type { BackendState, TokenRules } from '../backend/state.ts';
import { isMethodName } from '../handlers/method-spec.ts';

/** The named situations the mock can start in. */
export const scenarioNames = [
  'freelancer',
  'unpaid-invoices',
  'agency-worker',
  'admin-impersonating',
  'maintenance',
  'empty',
  'session-expiring',
  'refresh-refused',
] as const;

/**
 * A named situation: `freelancer` (default), `unpaid-invoices` (the
 * freelancer without direct debit, an invoice overdue), `agency-worker`, `admin-impersonating`, `maintenance`,
 * `empty`; and for QA of the session, the freelancer whose tokens live 90 s (`session-expiring`:
 * the app refreshes under 60 s) or whose refresh is refused (`refresh-refused`).
 */
export type ScenarioName = (typeof scenarioNames)[number];

/** How long a token lives in the session scenarios: within 90 s, so the app refreshes it soon. */
export const SHORT_TOKEN_LIFETIME_MS = 90_000;

/** The scenario used when none is given. */
export const defaultScenario: ScenarioName = 'freelancer';

/** True when `value` names a scenario. */
export function isScenarioName(value: unknown): value is ScenarioName {
  return scenarioNames.some((name) => name === value);
}

/** How a scenario's session tokens behave; undefined: an hour, and every refresh is granted. */
export function scenarioTokenRules(scenario: ScenarioName): TokenRules | undefined {
  if (scenario !== 'session-expiring' && scenario !== 'refresh-refused') return undefined;
  return {
    lifetimeMs: SHORT_TOKEN_LIFETIME_MS,
    refusesRefresh: scenario === 'refresh-refused',
    refreshes: 0,
  };
}

/** The state a scenario starts with; dates are relative to today. */
export function seedScenario(scenario: ScenarioName): BackendState {
  const today = todayInAppZone();
  switch (scenario) {
    case 'freelancer':
      return seedFreelancer(today);
    case 'unpaid-invoices': {
      // Without direct debit the overdue software invoice gives the invoice banner.
      const state = seedFreelancer(today);
      if ('incasso_organisation' in state.profile) state.profile.incasso_organisation = false;
      return state;
    }
    case 'agency-worker':
      return seedAgencyWorker(today);
    case 'admin-impersonating': {
      const state = seedFreelancer(today);
      state.user.isImpersonated = true;
      state.account = {
        id: 3,
        user_type: 'admin',
        first_name: 'Jeroen',
        insertion: null,
        last_name: 'Bakker',
      };
      return state;
    }
    case 'maintenance':
      return { ...seedFreelancer(today), health: 'MAINTENANCE' };
    case 'empty':
      return seedEmpty();
    case 'session-expiring':
    case 'refresh-refused':
      return { ...seedFreelancer(today), tokenRules: scenarioTokenRules(scenario) };
  }
}

/** Which calls a fault hits: one method, or `*` for every JSON-RPC call. */
export type FaultTarget = MethodName | '*';

/** The REST routes a fault can hit, as `<VERB> <path>` of rest.openapi.json. */
export const restRoutes = [
  'GET /health',
  'GET /api/feature-flag/{name}',
  'GET /api/freelancer/freelancer-banners',
  'GET /auth/check-session',
  'POST /auth/refresh-tokens',
  'POST /auth/logout',
  'POST /auth/reset-password-request',
] as const satisfies readonly RestRoute[];

/** How often a fault strikes: the first `times` matching calls fail, later ones succeed. */
interface FaultCount {
  /** Fail only this many matching calls, then answer normally. Default: every call. */
  times?: number;
}

/**
 * A fault to inject: a JSON-RPC method answers a catalogue code as a JSON-RPC error
 * (`{ method, code }`) or fails with an HTTP status and no JSON-RPC body (`{ method, httpStatus }`);
 * or a REST route fails with an HTTP status and a `{ code: 600, message }` body
 * (`{ route: 'POST /auth/logout', httpStatus: 500 }`). With `times`, only the first calls fail
 * (`{ method, httpStatus: 500, times: 2 }`: two failures, then the real answer).
 */
export type Fault = FaultCount &
  (
    | { method: FaultTarget; code: number; message?: string }
    | { method: FaultTarget; httpStatus: number }
    | { route: RestRoute; httpStatus: number }
  );

/** How the mock behaves: one object for the browser worker, Node, the HTTP server and stories. */
export interface MockOptions {
  /** The situation to start in; default `freelancer`. */
  scenario?: ScenarioName;
  /** A saved state to start from instead of the scenario's seed (e.g. after a reload). */
  state?: BackendState;
  /** Faults to inject. */
  faults?: Fault[];
  /** Delay every answer by this many milliseconds. */
  delayMs?: number;
  /** Check every result against the method's result schema (on in tests). */
  validateResults?: boolean;
  /**
   * Whether the JSON-RPC endpoint answers batches (default true); false answers every batch HTTP
   * 400 (-32600), as a back end without batch support may: batches are optional (issue 41).
   */
  batches?: boolean;
  /**
   * Whether the hand-over takes the front end's test logins (`{ test_login }`, decision
   * 0027): default on (the in-browser mock of the mock build, stories and unit tests); the
   * Node mock server only when told to (`MOCK_TEST_LOGINS=1`). Without them it refuses with 401.
   */
  testLogins?: boolean;
}

const methodPrefix = 'pidz.services.api.';

/**
 * Parses a fault as written in a URL: `<method>:<code>` or `<method>:http<status>`, where method is
 * a full name, a short one (`calendar:addCalendarItem`) or `*`; or `<route>:http<status>` for a
 * REST route; `x<n>` at the end fails only the first n calls. E.g. `calendar:addCalendarItem:1702`,
 * `*:http500`, `POST /auth/logout:http500`, `resume:getResume:http500x2`.
 * Returns undefined when the text is not a fault.
 */
export function parseFault(text: string): Fault | undefined {
  const separator = text.lastIndexOf(':');
  if (separator <= 0) return undefined;
  const target = text.slice(0, separator);
  const [, kind = '', times] = /^(.*?)(?:x(\d+))?$/.exec(text.slice(separator + 1)) ?? [];
  const count = times === undefined ? {} : { times: Number(times) };
  const httpStatus = /^http(\d{3})$/.exec(kind)?.[1];
  const route = restRoutes.find((candidate) => candidate === target);
  if (route) return httpStatus ? { route, httpStatus: Number(httpStatus), ...count } : undefined;
  const name = target === '*' || target.startsWith(methodPrefix) ? target : methodPrefix + target;
  const method = name === '*' || isMethodName(name) ? name : undefined;
  if (!method) return undefined;
  if (httpStatus) return { method, httpStatus: Number(httpStatus), ...count };
  if (/^-?\d+$/.test(kind)) return { method, code: Number(kind), ...count };
  return undefined;
}
