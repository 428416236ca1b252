/**
 * Who we are: the product's name, and the client's name and version the back end is told with
 * every call. A module of plain constants (config.ts reads the build's VITE_* variables), so that
 * the build can write them into the manifest too (app/pwa.ts).
 */

/** Product name, shown in the footer and the page titles, and the installed app's name. */
export const PRODUCT_NAME = 'PIDZ';

/** Sent as `X-Client-Name` on every call. */
export const CLIENT_NAME = 'app';

/** Sent as `X-Client-Version` on every call (spec section 7: app version 6.0.142). */
export const CLIENT_VERSION = '6.0.142';
