/**
 * Talking to the host as the portal does: the session's token from `GET /auth/check-session`
 * (with the session's cookie, when given) or from `--token`, and on every call the headers the app
 * sends (app/src/lib/platform/session.ts): bearer, client name and version, and the assume-user id
 * while an admin impersonates (the `assume_user` cookie the host set, or `--assume-user`).
 */
import { CLIENT_NAME, CLIENT_VERSION } from '../../app/src/clientIdentity.ts';
import { RPC_PATH } from '@pidz/contracts';
import { ASSUME_USER_COOKIE } from '../../mocks/impersonation.ts';

/** How to reach and sign in to the host. */
export interface HostOptions {
  /** The back end's origin, e.g. `http://localhost:4010` or `https://acc.example.nl`. */
  host: string;
  /**
   * The micro-service host of the `/auth/*` calls (rest.openapi.json's servers of those paths),
   * when it is not `host`.
   */
  authHost?: string;
  /** A bearer token to use instead of asking the session. */
  token?: string;
  /** The `Cookie` header to ask the session with (the signed-in browser's session cookie). */
  cookie?: string;
  /** The impersonation id to send as `X-Assume-User`. */
  assumeUser?: string;
}

/** One HTTP answer: status, headers, the parsed JSON body (or the text) and the time it took. */
export interface HostAnswer {
  status: number;
  headers: Headers;
  body: unknown;
  ms: number;
}

/** The signed-in host: its headers and a way to send. */
export interface Host {
  readonly origin: string;
  /** The headers of a call on behalf of the user (as the app sends them). */
  headers(): Record<string, string>;
  /** Replaces the bearer token (after a refresh). */
  useToken(token: string): void;
  /** Sends a request to a path of the host. */
  request(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<HostAnswer>;
  /** Sends a JSON-RPC body (one call or a batch) with the user's headers, or with `headers`. */
  rpc(body: unknown, headers?: Record<string, string>): Promise<HostAnswer>;
}

function cookieValue(setCookie: string | null, name: string): string | undefined {
  const match = setCookie?.match(new RegExp(`(?:^|[,;]\\s*)${name}=([^;,]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

async function send(url: string, init: RequestInit): Promise<HostAnswer> {
  const started = performance.now();
  const response = await fetch(url, { ...init, cache: 'no-store' });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: the text is the body, and the checks say so.
  }
  return {
    status: response.status,
    headers: response.headers,
    body,
    ms: performance.now() - started,
  };
}

/** The client headers every call carries (the app's constants). */
export function clientHeaders(assumeUser: string | undefined): Record<string, string> {
  return {
    'X-Client-Name': CLIENT_NAME,
    'X-Client-Version': CLIENT_VERSION,
    ...(assumeUser ? { 'X-Assume-User': assumeUser } : {}),
  };
}

/**
 * Signs in as the portal does and returns the host, with the session's answer (checked later
 * against the contract). Throws when no token can be had.
 */
export async function signIn(options: HostOptions): Promise<{ host: Host; session: HostAnswer }> {
  const origin = options.host.replace(/\/+$/, '');
  const authOrigin = (options.authHost ?? options.host).replace(/\/+$/, '');
  const at = (path: string) => `${path.startsWith('/auth/') ? authOrigin : origin}${path}`;
  const session = await send(at('/auth/check-session'), {
    headers: {
      ...clientHeaders(options.assumeUser),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
  });
  const answered = session.body as { access_token?: unknown } | undefined;
  let token =
    options.token ??
    (typeof answered?.access_token === 'string' ? answered.access_token : undefined);
  if (!token) {
    throw new Error(
      `No session at ${at('/auth/check-session')} (HTTP ${session.status}): sign in first and pass --cookie, or pass --token`,
    );
  }
  const assumeUser =
    options.assumeUser ?? cookieValue(session.headers.get('set-cookie'), ASSUME_USER_COOKIE);
  const headers = () => ({ ...clientHeaders(assumeUser), Authorization: `Bearer ${token}` });
  const host: Host = {
    origin,
    headers,
    useToken(next) {
      token = next;
    },
    request: (path, init = {}) =>
      send(at(path), {
        method: init.method ?? 'GET',
        headers: {
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(init.headers ?? headers()),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    rpc: (body, callHeaders) =>
      send(`${origin}${RPC_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(callHeaders ?? headers()) },
        body: JSON.stringify(body),
      }),
  };
  return { host, session };
}
