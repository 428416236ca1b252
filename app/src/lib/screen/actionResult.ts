/**
 * Where an action's result is on the page, for the shell's focus keeper (shell/useFocusKeeper.ts,
 * docs/decisions/0024): an action whose control goes away with it (a dialog's 'Opslaan', a
 * toast's 'Ongedaan maken', the selection bar's 'Niet beschikbaar') names what it changed (the
 * changed day or item), and the keeper gives the focus to it when the action leaves the focus
 * nowhere, instead of to what is left of the control's surroundings. One place for every screen:
 * the action says what, the keeper says when.
 */

/** How long a named result waits for the focus to be lost (a dialog closing, a toast going). */
export const RESULT_WAIT_MS = 2000;

/** Finds the result's element, at the moment the focus is to go there (it may render later). */
export type ResultFinder = () => HTMLElement | null | undefined;

let pending: { find: ResultFinder; until: number } | null = null;
const listeners = new Set<() => void>();

/**
 * Names the element that shows an action's result. When the focus is nowhere (on the page's
 * body, or parked on the toasts' list after a toast with the action closed) now or within
 * RESULT_WAIT_MS, the keeper focuses it; when the focus went somewhere on its own (a dialog gave
 * it back to what opened it), the focus stays there.
 */
export function focusActionResult(find: ResultFinder): void {
  pending = { find, until: Date.now() + RESULT_WAIT_MS };
  listeners.forEach((listener) => listener());
}

/** The named result's element, if one waits and can be found now (taken once found). */
export function takeActionResult(): HTMLElement | undefined {
  if (!pending) return undefined;
  if (Date.now() > pending.until) {
    pending = null;
    return undefined;
  }
  const element = pending.find() ?? undefined;
  // Not while a modal dialog still hides it (react-aria hides the page behind one): its closing
  // (a removal the keeper notices) comes first.
  if (!element?.isConnected || element.closest('[aria-hidden="true"], [inert]')) return undefined;
  pending = null;
  return element;
}

/** Whether a named result still waits. */
export function hasActionResult(): boolean {
  return pending !== null && Date.now() <= pending.until;
}

/** Told when an action names its result (the keeper). */
export function subscribeActionResult(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
