/** The travel-time feature's public entry: what the app's routes mount. Everything else in this folder is its own. */
export { TravelTimeClientsScreen } from './TravelTimeClientsScreen';
export { TravelTimeEditScreen } from './TravelTimeEditScreen';
export { routeLoader } from './api';
