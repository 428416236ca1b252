/** The reviews feature's public entry: what the app's routes mount. */
export { ReviewsScreen } from './ReviewsScreen';
export { routeLoader } from './api';
