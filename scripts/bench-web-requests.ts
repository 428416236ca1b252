/**
 * The requests of a `bench:web` load (scripts/bench-web-lighthouse.ts), as Lighthouse observed
 * them: which were calls to the back end, and which started before the largest contentful paint.
 */
import type { Result } from 'lighthouse';
import { fail } from './bench-web-settings.ts';

export interface NetworkRequest {
  url: string;
  statusCode: number;
  resourceType: string | undefined;
  finished: boolean;
  transferSize: number;
  /** When it started, ms from the navigation (as observed, not simulated). */
  startMs: number;
}

export function networkRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') fail('Lighthouse reported no network requests.');
  return details.items.map((item) => ({
    url: typeof item.url === 'string' ? item.url : '',
    statusCode: typeof item.statusCode === 'number' ? item.statusCode : -1,
    resourceType: typeof item.resourceType === 'string' ? item.resourceType : undefined,
    finished: item.finished === true,
    transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0,
    startMs: typeof item.networkRequestTime === 'number' ? item.networkRequestTime : 0,
  }));
}

/** The requests' paths (and other origins), before and after the observed largest paint. */
export function requestsAroundLcp(requests: readonly NetworkRequest[], lhr: Result) {
  const metrics = lhr.audits.metrics?.details;
  const item = metrics?.type === 'debugdata' ? metrics.items?.[0] : undefined;
  const lcpMs = Number(item?.observedLargestContentfulPaint ?? Infinity);
  const label = ({ url }: NetworkRequest) => {
    if (url.startsWith('data:')) return 'data:';
    const { origin, pathname } = new URL(url);
    return lhr.finalDisplayedUrl.startsWith(origin) ? pathname : `${origin}${pathname}`;
  };
  const sorted = [...requests].sort((a, b) => a.startMs - b.startMs);
  return {
    beforeLcp: sorted.filter((request) => request.startMs < lcpMs).map(label),
    afterLcp: sorted.filter((request) => request.startMs >= lcpMs).map(label),
  };
}

/**
 * Whether a request of a page at `pageOrigin` was a call to the back end at `backendOrigin` (not
 * a file, not the page).
 */
export function isBackendCall(
  request: NetworkRequest,
  pageOrigin: string,
  backendOrigin: string,
): boolean {
  const url = new URL(request.url);
  if (backendOrigin !== pageOrigin) return url.origin === backendOrigin;
  return (
    url.origin === pageOrigin &&
    request.resourceType !== 'Document' &&
    !/^\/(assets|floor|icons)\/|\.(js|webmanifest|png)$/.test(url.pathname)
  );
}
