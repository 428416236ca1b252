/** The CV feature's public entry: what the app's routes mount. Everything else in this folder is its own. */
export { CvRoutes } from './CvRoutes';
export { routeLoader } from './api';
