/**
 * The servers the end-to-end tests start (see playwright.config.ts). `E2E_PORT_OFFSET` moves all
 * of them, so two checkouts can run their tests side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** The mock build (`vite build --mode mock`), served by `vite preview`: the default base URL. */
export const appPort = 4173 + offset;

/**
 * The production build (`vite build`, no mock code), served by nginx with the repository's
 * configuration (app/hosting/, scripts/nginx.ts): over HTTP here, for the tests that drive the app
 * against the Node mock servers on their http://localhost origins...
 */
export const productionAppPort = 4174 + offset;
export const productionAppUrl = `http://localhost:${productionAppPort}`;

/** ...and by the same nginx over HTTPS with HTTP/2, as production serves it (hosting.spec.ts). */
export const productionHttpsPort = 4175 + offset;
export const productionHttpsUrl = `https://localhost:${productionHttpsPort}`;

/** The Node mock server (`npm run mock-server`). */
export const mockServerPort = 4011 + offset;
export const mockServerUrl = `http://localhost:${mockServerPort}`;

/**
 * A second Node mock server, whose session the sign-in tests may end (signin.spec.ts), so that the
 * shared one stays signed in for the other tests. The production build's login page signs in at
 * its mocked identity provider.
 */
export const signInServerPort = 4012 + offset;
export const signInServerUrl = `http://localhost:${signInServerPort}`;
