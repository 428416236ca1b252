/** The rates feature's public entry: what the app's routes mount. Everything else in this folder is its own. */
export { DeviatingRateAddScreen } from './DeviatingRateAddScreen';
export { RatesOverviewScreen } from './RatesOverviewScreen';
export { StandardRatesEditScreen } from './StandardRatesEditScreen';
