import { onDemandChunk } from '../lib/screen/onDemandChunk';

/**
 * The signed-in app (layout, menus, routes), a chunk of its own: the start-up loads it beside the
 * session check (index.html preloads it), and the first-load bundle holds only what the start-up
 * and its view need.
 */
export const signedInApp = onDemandChunk(() => import('../SignedInApp'));
