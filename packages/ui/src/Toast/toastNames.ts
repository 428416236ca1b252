/*
 * The toasts' names the page uses without showing a toast (the focus keeper in the portal's frame
 * knows the toasts' list by its selector). A module apart from the view: importing them must not
 * bring Radix Toast into the first screen's code, which loads the view with the first toast.
 */

/** Accessible name of a toast's close button. */
export const TOAST_CLOSE_LABEL = 'Sluiten';

/**
 * Selects the toasts' list, where Radix parks the focus when a focused toast closes (its action
 * pressed): a place the focus is not meant to stay, for a focus keeper that knows better.
 */
export const TOAST_VIEWPORT_SELECTOR = '[data-toast-viewport]';

/** Accessible name of the toast region; `{hotkey}` becomes the key that moves focus there (F8). */
export const TOAST_REGION_LABEL = 'Meldingen ({hotkey})';

/**
 * The CSS custom property on the document's root element that holds the height the toasts take
 * along the bottom edge (`0px` without toasts): the page keeps that much room below its content and
 * as `scroll-padding-bottom`, so that no control needs to stay under a toast.
 */
export const TOAST_ROOM_PROPERTY = '--pidz-toast-room';
