/**
 * `npm run mock-server`: the mock back end over HTTP on http://localhost:${PORT:-4010}, for
 * pointing the app (`?backend=http://localhost:4010`), curl or a calendar app (the feed at
 * `/calendar/feed/<token>.ics`, see `calendar:getWebCalURL`) at it. The scenario comes from the
 * SCENARIO variable, or from a `?scenario=` query on any request (which starts that scenario over).
 * It also answers as the login page's identity provider (`/mock/cognito/`) and lists the codes it
 * 'sent' at `/mock/messages`.
 * Every JSON-RPC call and the personal REST calls need the session's bearer token (the
 * `access_token` of `GET /auth/check-session`). Signing in as the admin persona, or starting the
 * scenario `admin-impersonating` with `?scenario=`, sets the cookie `assume_user` in the browser.
 * It answers only the origins it was told to (CORS, `MOCK_ALLOWED_ORIGINS`), and takes the front
 * end's test logins only with `MOCK_TEST_LOGINS=1` (decision 0027).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { createHandlers } from './handlers/index.ts';
import { impersonationCookie } from './impersonation.ts';
import { defaultScenario, isScenarioName, type MockOptions } from './scenarios/index.ts';
import { createMockSession, type MockSession } from './session.ts';

/** The portal's headers, and those amazon-cognito-identity-js sends to the identity provider. */
const ALLOWED_HEADERS =
  'Authorization, X-Client-Name, X-Client-Version, X-Assume-User, Content-Type, ' +
  'X-Amz-Target, X-Amz-User-Agent, Cache-Control';

/**
 * The origins that may call the server from a page when it is not told otherwise: the app's dev
 * server (`npm start`) and its preview (`vite preview`), the hosts the README points `?backend=`
 * from. Its own origin may always call it.
 */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://localhost:4173',
];

/** What the HTTP server adds to the mock's options. */
export interface MockHttpServerOptions extends MockOptions {
  /**
   * The origins whose pages may call it, with their cookies (CORS); its own always may. A request
   * from any other origin is refused (403, no CORS headers). Default {@link DEFAULT_ALLOWED_ORIGINS}.
   */
  allowedOrigins?: readonly string[];
}

/** The HTTP mock server. */
export interface MockHttpServer {
  readonly server: Server;
  readonly session: MockSession;
  /** Starts listening (port 0 picks a free one) and resolves with the base URL. */
  listen(port: number): Promise<string>;
  close(): Promise<void>;
}

/** How long a browser may keep a preflight's answer, s (Chromium keeps it at most this long). */
export const PREFLIGHT_MAX_AGE_S = 7200;

/** The CORS headers for an allowed origin's request; none for a request without an origin. */
function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    Vary: 'Origin',
  };
}

async function toFetchRequest(request: IncomingMessage, baseUrl: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // The origin the client used (its Host header), so that addresses the back end hands out (the
  // calendar feed's webcal URL) point back at this server however it was reached.
  const host = request.headers.host;
  const origin = host && URL.canParse(`http://${host}`) ? `http://${host}` : baseUrl;
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function send(response: ServerResponse, answer: Response, cors: Record<string, string>) {
  const headers: Record<string, string> = { ...cors };
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  response.writeHead(answer.status, headers);
  response.end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * Creates the HTTP mock server; results are checked against the contract and drift is logged. It
 * takes test logins only when `testLogins` says so.
 */
export function createMockHttpServer({
  allowedOrigins = DEFAULT_ALLOWED_ORIGINS,
  ...mockOptions
}: MockHttpServerOptions = {}): MockHttpServer {
  const options: MockOptions = { testLogins: false, ...mockOptions };
  const session = createMockSession({ validateResults: true, ...options });
  const handlers = createHandlers(session);
  let baseUrl = 'http://localhost';
  const isAllowed = (origin: string) => origin === baseUrl || allowedOrigins.includes(origin);

  const server = createServer((request, response) => {
    const { origin } = request.headers;
    if (origin !== undefined && !isAllowed(origin)) {
      // Neither an answer nor CORS headers for a page of another origin (no echo of its Origin).
      response.writeHead(403, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
      response.end(`Origin ${origin} is not allowed`);
      return;
    }
    const cors = corsHeaders(origin);
    if (request.method === 'OPTIONS') {
      // A preflight's answer is kept for two hours (Chromium's cap), as the back end on its own
      // origin answers (docs/decisions/0025): a page asks each address once, not before each call.
      response.writeHead(204, { ...cors, 'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_S) });
      response.end();
      return;
    }
    void (async () => {
      const fetchRequest = await toFetchRequest(request, baseUrl);
      const scenario = new URL(fetchRequest.url).searchParams.get('scenario');
      const switches = isScenarioName(scenario) && scenario !== session.scenario;
      if (switches) session.reset({ ...options, validateResults: true, scenario });
      const answer =
        (await getResponse(handlers, fetchRequest)) ??
        Response.json({ message: `No mock for ${request.method} ${request.url}` }, { status: 404 });
      // A browser that starts a scenario holds its impersonation id (or none) from then on.
      const cookie: Record<string, string> = switches
        ? { 'Set-Cookie': impersonationCookie(session.backend.state) }
        : {};
      await send(response, answer, { ...cors, ...cookie });
    })().catch((error: unknown) => {
      console.error(error);
      response.writeHead(500, cors);
      response.end(String(error));
    });
  });

  return {
    server,
    session,
    listen: (port) =>
      new Promise((resolve) => {
        server.listen(port, () => {
          baseUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
          resolve(baseUrl);
        });
      }),
    close: () =>
      new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

const isEntryPoint = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  const scenario = process.env.SCENARIO;
  if (scenario !== undefined && !isScenarioName(scenario)) {
    throw new Error(`Unknown SCENARIO ${scenario}`);
  }
  // BATCHES=off: a back end without JSON-RPC batches (every batch answered HTTP 400).
  const batches = process.env.BATCHES !== 'off';
  const allowed = process.env.MOCK_ALLOWED_ORIGINS?.split(/[\s,]+/).filter(Boolean);
  const mock = createMockHttpServer({
    scenario: scenario ?? defaultScenario,
    batches,
    testLogins: process.env.MOCK_TEST_LOGINS === '1',
    allowedOrigins: allowed?.length ? allowed : DEFAULT_ALLOWED_ORIGINS,
  });
  const url = await mock.listen(Number(process.env.PORT ?? 4010));
  console.log(
    `Mock back end (scenario ${mock.session.scenario}) on ${url}: JSON-RPC at ${url}/api-rpc-cognito/` +
      `, for pages of ${url} ${(allowed?.length ? allowed : DEFAULT_ALLOWED_ORIGINS).join(' ')}` +
      (mock.session.offersTestLogins ? ', with test logins' : ''),
  );
}
