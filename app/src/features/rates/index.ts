/** The rates feature's public entry: what the app's routes mount. Everything else in this folder is its own. */
export { DeviatingRateFormScreen } from './DeviatingRateFormScreen';
export { RatesOverviewScreen } from './RatesOverviewScreen';
export { StandardRatesEditScreen } from './StandardRatesEditScreen';
export { routeLoader } from './api';
