/**
 * Where the environment preference lives (lib/platform/environment.ts), in a module of plain constants so
 * that the build can write them into index.html too (app/earlySessionCheck.ts).
 */

/** localStorage key of the environment preference. */
export const ENVIRONMENT_STORAGE_KEY = 'pidz.environment';

/** Query parameter that sets the preference: `?backend=http://localhost:4010` or `?backend=mock`. */
export const BACKEND_QUERY_PARAMETER = 'backend';
