/** The organisations feature's public entry: what the app's routes mount. Everything else in this folder is its own. */
export { OrganisationEditScreen } from './OrganisationEditScreen';
export { routeLoader } from './api';
