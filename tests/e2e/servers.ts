/** The servers the end-to-end tests start (see playwright.config.ts). */

/** The mock build (`vite build --mode mock`), served by `vite preview`: the default base URL. */
export const appPort = 4173;

/** The production build (`vite build`, no mock code), served by `vite preview`. */
export const productionAppPort = 4174;
export const productionAppUrl = `http://localhost:${productionAppPort}`;

/** The Node mock server (`npm run mock-server`). */
export const mockServerPort = 4011;
export const mockServerUrl = `http://localhost:${mockServerPort}`;
