/** The profile feature's public entry: what the app's routes mount. Everything else in this folder is its own. */
export { routeLoader } from './api';
export { PreferencesScreen } from './PreferencesScreen';
export { ProfileEditPage } from './ProfileEditPage';
export { ProfileOverviewScreen } from './ProfileOverviewScreen';
