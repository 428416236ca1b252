/** The invoices feature's public entry: what the app's routes mount. */
export { InvoiceRoutes } from './InvoiceRoutes';
export { routeLoader } from './api';
