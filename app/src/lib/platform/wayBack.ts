/** The login address's query parameter that carries the way back into the portal. */
export const RETURN_TO_PARAMETER = 'returnTo';

/**
 * `address` as an absolute URL when it is an http(s) address on `origin` (the portal's own), else
 * undefined. A relative address is read against `origin`, so `//elders.example` and
 * `https://portal.example@elders.example` are refused: the way back can never lead elsewhere
 * (no open redirect).
 */
export function sameOriginAddress(address: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return undefined;
  }
  const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
  return isHttp && url.origin === origin && !url.username && !url.password ? url.href : undefined;
}
