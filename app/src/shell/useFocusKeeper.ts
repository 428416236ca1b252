import { useEffect } from 'react';

/** How long a control an action disabled (it runs) is waited for, to take the focus back. */
const WAIT_FOR_ENABLED_MS = 30_000;

/** The attributes by which a control says it is disabled (HTML, ARIA, react-aria). */
const DISABLING_ATTRIBUTES = ['disabled', 'aria-disabled', 'data-disabled'];

const isDisabled = (element: HTMLElement) =>
  element.matches(':disabled, [aria-disabled="true"], [data-disabled]');

/** The focus has fallen to the document's body, with the window still in use. */
const isFocusLost = () => document.hasFocus() && document.activeElement === document.body;

/**
 * Where the focus goes when an action leaves it nowhere (docs/decisions/0024): a control that
 * disappears with its action (a removed row's button, a paid invoice's 'Markeren als betaald')
 * or is disabled while its action runs (a download, the KvK lookup, an upload) drops the focus
 * to the document's body, and a keyboard user starts over at the top of the page. The keeper
 * gives it back: to the control once it is enabled again (back to what started the action), or,
 * when the control is gone, to the nearest part of the page that is still there (made focusable
 * for the script with `tabIndex=-1`), so that Tab continues from where the user was. Dialogs and
 * menus that return the focus themselves (react-aria, Radix) do so first: the keeper looks a frame
 * later and only when the focus is on the body, and only for a user without a pointer (keyboard,
 * screen reader).
 */
export function useFocusKeeper(within: () => HTMLElement | null) {
  useEffect(() => {
    let lastFocused: HTMLElement | null = null;
    let lastAncestors: HTMLElement[] = [];
    let stopWaiting = () => {};
    // A pointer user's focus on the body harms nothing, and a ring drawn back around the button
    // they clicked would; a keyboard or screen-reader user (no pointer) needs it back.
    let isPointerUsed = false;
    const onPointerDown = () => (isPointerUsed = true);
    const onKeyDown = () => (isPointerUsed = false);
    const onFocusIn = (event: FocusEvent) => {
      const area = within();
      if (!(event.target instanceof HTMLElement) || !area?.contains(event.target)) return;
      stopWaiting();
      lastFocused = event.target;
      lastAncestors = [];
      for (let at = event.target.parentElement; at && at !== area; at = at.parentElement) {
        lastAncestors.push(at);
      }
      lastAncestors.push(area);
    };
    const giveBack = () => {
      const lost = lastFocused;
      if (!lost || isPointerUsed || !isFocusLost()) return;
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
      const survivor = lastAncestors.find((element) => element.isConnected);
      if (!survivor) return;
      if (survivor.tabIndex < 0 && !survivor.hasAttribute('tabindex')) survivor.tabIndex = -1;
      survivor.focus({ preventScroll: true });
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) requestAnimationFrame(giveBack);
    };
    // A control removed or disabled while focused may lose the focus without a focusout event.
    const changes = new MutationObserver(() => {
      if (lastFocused && (!lastFocused.isConnected || isDisabled(lastFocused))) {
        requestAnimationFrame(giveBack);
      }
    });
    const area = within();
    if (area) {
      changes.observe(area, {
        childList: true,
        subtree: true,
        attributeFilter: DISABLING_ATTRIBUTES,
      });
    }
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      stopWaiting();
      changes.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [within]);
}
