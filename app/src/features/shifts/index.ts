/** The shifts feature's public entry: what the app's routes mount. Everything else in this folder is its own. */
export { ShiftsScreen } from './ShiftsScreen';
export { routeLoader } from './api';
