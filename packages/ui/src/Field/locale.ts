/** The portal's locale (spec: nl-NL). Inputs that format or collate text render in it. */
export const PORTAL_LOCALE = 'nl-NL';

/** The portal's time zone (spec: Europe/Amsterdam, whatever the browser's zone). */
export const PORTAL_TIME_ZONE = 'Europe/Amsterdam';
