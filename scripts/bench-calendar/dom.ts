/**
 * The DOM steps of the bench's page (scripts/bench-calendar/page.tsx): the time until a change is
 * painted, waiting for an idle main thread or for what a frame shows, a button by its name, and
 * the month's selection by keyboard.
 */

/**
 * Runs `change` and waits, frame by frame, until `isShown` holds in a frame's requestAnimationFrame
 * callback; that frame shows the result. The time ends in a task queued from that callback, which
 * runs once the frame's paint is done (not a frame later: the wait for the next vsync is not
 * main-thread time).
 */
export async function timeUntilPainted(
  change: () => void,
  isShown: () => boolean,
): Promise<number> {
  const start = performance.now();
  change();
  for (let frame = 0; frame < 600; frame += 1) {
    const paintedAt = await new Promise<number | undefined>((resolve) =>
      requestAnimationFrame(() => {
        if (!isShown()) {
          resolve(undefined);
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(undefined);
      }),
    );
    if (paintedAt !== undefined) return paintedAt - start;
  }
  throw new Error('the calendar did not show within 600 frames');
}

/** How long the main thread must have been idle before a step. */
const QUIET_MS = 600;
/** An idle period is whole when the browser grants its full budget (50 ms, less a rounding). */
const WHOLE_IDLE_BUDGET_MS = 49;
/** A longer stretch between two idle periods means a task ran in between. */
const MAX_IDLE_GAP_MS = 60;

/**
 * Resolves once the main thread has been idle for `QUIET_MS` in a row: idle periods one after the
 * other, each with its whole budget; a task between them (a gap) or a cut budget starts the count
 * again.
 */
export function whenQuiet(): Promise<void> {
  return new Promise((resolve) => {
    let quietSince = performance.now();
    let lastIdle = quietSince;
    const check = (deadline: IdleDeadline) => {
      const now = performance.now();
      if (deadline.timeRemaining() < WHOLE_IDLE_BUDGET_MS || now - lastIdle > MAX_IDLE_GAP_MS) {
        quietSince = now;
      }
      lastIdle = now;
      if (now - quietSince >= QUIET_MS) resolve();
      else requestIdleCallback(check);
    };
    requestIdleCallback(check);
  });
}

export function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find(
    (candidate) =>
      candidate.getAttribute('aria-label') === name || candidate.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button named '${name}'`);
  return found;
}

export function selectedCount(): number {
  return document.querySelectorAll('[role="gridcell"][aria-selected="true"]').length;
}

/** A key pressed (with Shift) on the grid's focused day, as a keyboard would. */
export function pressOnFocusedDay(key: string, shiftKey = true): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused.getAttribute('role') !== 'gridcell') {
    throw new Error('no day of the grid has the focus');
  }
  focused.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
}

/** Resolves once `isThere` holds, looked at each frame (not timed). */
export async function until(isThere: () => boolean): Promise<void> {
  for (let frame = 0; frame < 600; frame += 1) {
    if (isThere()) return;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  throw new Error('the page did not get there within 600 frames');
}
