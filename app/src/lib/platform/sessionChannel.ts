/**
 * What one page of the portal tells the browser's other pages (its tabs, the login page) about the
 * browser's one session (docs/decisions/0027): the session lives per browser (the back end's
 * cookie), the portal's state per page, so a page that signs out or in says so at once. A module
 * of its own, without the session's code: the login page tells too.
 */

/** News of the session: it ended with 'Uitloggen', or an account signed in (its id). */
export type SessionNews = { kind: 'logged-out' } | { kind: 'signed-in'; account: string };

/** The channel's name, the same on every page of the origin. */
const CHANNEL = 'pidz.session';

function isSessionNews(value: unknown): value is SessionNews {
  if (typeof value !== 'object' || value === null) return false;
  const news = value as Record<string, unknown>;
  return (
    news.kind === 'logged-out' || (news.kind === 'signed-in' && typeof news.account === 'string')
  );
}

/** Tells every other page of the origin (a browser without BroadcastChannel: none). */
export function tellOtherPages(news: SessionNews): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(news);
  channel.close();
}

/** Hears what the other pages tell; returns the way to stop. */
export function hearOtherPages(listener: (news: SessionNews) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isSessionNews(event.data)) listener(event.data);
  };
  return () => channel.close();
}
