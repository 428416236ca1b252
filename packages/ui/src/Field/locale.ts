/** The portal's locale (spec: nl-NL). Inputs that format or collate text render in it. */
export const PORTAL_LOCALE = 'nl-NL';
