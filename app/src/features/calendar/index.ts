/** The calendar feature's public entry: what the app's routes mount. Everything else in this folder is its own. */
export { CalendarRoutes } from './CalendarRoutes';
export { ShiftDetailScreen } from './ShiftDetailScreen';
export { routeLoader } from './api';
