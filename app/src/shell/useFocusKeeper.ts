import { useEffect } from 'react';
import { TOAST_VIEWPORT_SELECTOR } from '@pidz/ui';
import {
  hasActionResult,
  subscribeActionResult,
  takeActionResult,
} from '../lib/screen/actionResult';

/** How long a control an action disabled (it runs) is waited for, to take the focus back. */
const WAIT_FOR_ENABLED_MS = 30_000;

/** What a press of the pointer can focus. */
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable]';

/** The attributes by which a control says it is disabled (HTML, ARIA, react-aria). */
const DISABLING_ATTRIBUTES = ['disabled', 'aria-disabled', 'data-disabled'];

const isDisabled = (element: HTMLElement) =>
  element.matches(':disabled, [aria-disabled="true"], [data-disabled]');

/**
 * The focus has fallen to the document's body, with the window still in use; or, while an action
 * has named its result, it waits on the toasts' list where Radix parks it when a toast closes.
 */
const isFocusLost = () => {
  if (!document.hasFocus()) return false;
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return hasActionResult() && active.matches(TOAST_VIEWPORT_SELECTOR);
};

/** Focuses an element a script chose (made focusable for the script when it is not). */
function focusChosen(element: HTMLElement, options?: FocusOptions) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus(options);
}

/** The element's ancestors, nearest first, up to `area` when it lies in it, else below the body. */
function ancestorsOf(element: HTMLElement, area: HTMLElement | null): HTMLElement[] {
  const isInArea = area?.contains(element) ?? false;
  const list: HTMLElement[] = [];
  for (let at = element.parentElement; at && at !== area && at !== document.body;) {
    list.push(at);
    at = at.parentElement;
  }
  if (isInArea && area) list.push(area);
  return list;
}

/**
 * The one control in `area` that is `lost` drawn anew: the same kind, name and text, enabled (none
 * when several match, as the buttons of a list's other rows would).
 */
function sameControlIn(area: HTMLElement, lost: HTMLElement): HTMLElement | undefined {
  const name = (element: Element) =>
    [element.getAttribute('aria-label'), element.getAttribute('type'), element.textContent].join(
      '|',
    );
  const lostName = name(lost);
  const matches = [...area.querySelectorAll<HTMLElement>(lost.tagName)].filter(
    (candidate) => name(candidate) === lostName,
  );
  const [only] = matches;
  return matches.length === 1 && only && !isDisabled(only) ? only : undefined;
}

/**
 * Where the focus goes when an action leaves it nowhere (docs/decisions/0024): a control that
 * disappears with its action (a removed row's button, a paid invoice's 'Markeren als betaald', a
 * dialog's 'Opslaan', a toast's 'Ongedaan maken') or is disabled while its action runs (a
 * download, the KvK lookup, an upload, a save) drops the focus to the document's body, and the
 * user starts over at the top of the page. The keeper gives it back: to the action's result when
 * the action named one (lib/screen/actionResult.ts: the changed day or item), else to the control
 * once it is enabled again (back to what started the action), or, when the control is gone, to the
 * nearest part of the page that is still there (made focusable for the script with
 * `tabIndex=-1`), or, when a dialog or a toast went with it, to where the user was in the main
 * content before. Dialogs and menus that return the focus themselves (react-aria, Radix) do so
 * first: the keeper looks a frame later and only when the focus is on the body. For every user:
 * by keyboard, by touch and by mouse alike; only a press of the pointer on a place that takes no
 * focus (which moves it to the body on purpose) is left alone.
 */
export function useFocusKeeper(within: () => HTMLElement | null) {
  useEffect(() => {
    let lastFocused: HTMLElement | null = null;
    let lastAncestors: HTMLElement[] = [];
    /** The last element focused in the main content: where an action in a dialog started. */
    let lastInArea: HTMLElement | null = null;
    let lastInAreaAncestors: HTMLElement[] = [];
    let stopWaiting = () => {};
    // A press of the pointer on a place that takes no focus moves it to the body, in its task.
    let isPressingNowhere = false;
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(FOCUSABLE)) return;
      isPressingNowhere = true;
      setTimeout(() => (isPressingNowhere = false));
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      stopWaiting();
      const area = within();
      lastFocused = event.target;
      lastAncestors = ancestorsOf(event.target, area);
      if (area?.contains(event.target)) {
        lastInArea = event.target;
        lastInAreaAncestors = lastAncestors;
      }
    };
    const giveBack = () => {
      if (!isFocusLost()) return;
      const result = takeActionResult();
      if (result) {
        stopWaiting();
        focusChosen(result);
        return;
      }
      const lost = lastFocused;
      if (!lost) return;
      if (lost.isConnected && isDisabled(lost)) {
        // Back to the control once its action has run (one wait at a time).
        stopWaiting();
        const observer = new MutationObserver(() => {
          if (isDisabled(lost)) return;
          stopWaiting();
          if (lost.isConnected && lastFocused === lost && isFocusLost()) lost.focus();
        });
        observer.observe(lost, { attributeFilter: DISABLING_ATTRIBUTES });
        const timer = setTimeout(() => stopWaiting(), WAIT_FOR_ENABLED_MS);
        stopWaiting = () => {
          observer.disconnect();
          clearTimeout(timer);
          stopWaiting = () => {};
        };
        return;
      }
      // Still there and enabled again: its action ended before the browser moved the focus off it
      // (the browser does so a frame after the control was disabled). Back to it.
      if (lost.isConnected) {
        lost.focus();
        return;
      }
      const survivor =
        lastAncestors.find((element) => element.isConnected) ??
        (lastInArea?.isConnected ? lastInArea : undefined) ??
        lastInAreaAncestors.find((element) => element.isConnected);
      if (!survivor) return;
      // The same control drawn anew (a form that starts again from the saved record): back to it.
      const again = sameControlIn(survivor, lost);
      if (again) again.focus();
      else focusChosen(survivor, { preventScroll: true });
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null) return;
      // A press on a place that takes no focus: the user's own move, not a lost focus.
      if (isPressingNowhere) lastFocused = null;
      else requestAnimationFrame(giveBack);
    };
    // A control removed or disabled while focused may lose the focus without a focusout event.
    const changes = new MutationObserver(() => {
      if (lastFocused && (!lastFocused.isConnected || isDisabled(lastFocused))) {
        requestAnimationFrame(giveBack);
      }
    });
    changes.observe(document.body, {
      childList: true,
      subtree: true,
      attributeFilter: DISABLING_ATTRIBUTES,
    });
    // A result named once the focus is already lost (an undo that answered after its toast went).
    const stopListening = subscribeActionResult(() =>
      requestAnimationFrame(() => requestAnimationFrame(giveBack)),
    );
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('mousedown', onMouseDown, true);
    return () => {
      stopWaiting();
      stopListening();
      changes.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('mousedown', onMouseDown, true);
    };
  }, [within]);
}
