/**
 * Who we are to the back end, sent with every call. A module of plain constants (config.ts reads
 * the build's VITE_* variables), so that the build can write them into index.html too
 * (app/earlySessionCheck.ts).
 */

/** Sent as `X-Client-Name` on every call. */
export const CLIENT_NAME = 'app';

/** Sent as `X-Client-Version` on every call (spec section 7: app version 6.0.142). */
export const CLIENT_VERSION = '6.0.142';
