/** The profile feature's public entry: its route table. Everything else in this folder is its own. */
export { routes } from './routeTable';
