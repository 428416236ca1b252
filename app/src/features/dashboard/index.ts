/** The dashboard feature's public entry: what the app's routes mount. Everything else in this folder is its own. */
export { DashboardScreen } from './DashboardScreen';
export { routeLoader } from './api';
