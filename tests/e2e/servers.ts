/** The servers the end-to-end tests start (see playwright.config.ts). */
export const appPort = 4173;
export const mockServerPort = 4011;
export const mockServerUrl = `http://localhost:${mockServerPort}`;
