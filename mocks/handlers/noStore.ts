/**
 * `Cache-Control: no-store`: what the back end answers about the session and the user is never
 * kept in a cache (the browser's disk cache would show it again after signing out, e.g. on Back).
 */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** The response with `Cache-Control: no-store` set. */
export function withNoStore(response: Response): Response {
  response.headers.set('Cache-Control', NO_STORE['Cache-Control']);
  return response;
}
