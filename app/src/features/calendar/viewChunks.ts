import { onDemandChunk } from '../../lib/screen/onDemandChunk';

/**
 * The week view and the list ('Lijst'), each a chunk of its own, so that the month (the calendar's
 * first view) loads without them. Each is loaded by its route's loader when it is opened, on intent
 * (the pointer or the focus on its choice in the control bar), or when its screen needs it.
 */
export const weekViewChunk = onDemandChunk(() => import('./week/CalendarWeekScreen'));
export const listViewChunk = onDemandChunk(() => import('./list/CalendarListScreen'));

export const preloadWeekView = () => void weekViewChunk.preload().catch(() => undefined);
export const preloadListView = () => void listViewChunk.preload().catch(() => undefined);
