import {
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import type { DayKey } from '@pidz/ui';
import { SWIPE_THRESHOLD_PX } from '../useSwipe';

/** How long a finger rests on a day before moving it selects days (a long press). */
export const LONG_PRESS_MS = 500;

interface Gesture {
  pointerId: number;
  isTouch: boolean;
  x: number;
  y: number;
  from: DayKey;
  to: DayKey;
  /** Set once the gesture selects: a mouse that moved to another day, a finger after a long press. */
  isSelecting: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

/** The day (its `data-key`) of the grid under a point of the screen. */
function dayAt(grid: HTMLElement | null, x: number, y: number): DayKey | undefined {
  const cell = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-key]');
  return cell && grid?.contains(cell) ? cell.dataset.key : undefined;
}

/**
 * Selecting a run of days with a pointer, on the grid as a whole (one set of handlers for its 42
 * days): a mouse pressed on a day and dragged to another; a finger (or pen) that rests on a day for
 * LONG_PRESS_MS and then moves. A finger that moves before that is a swipe or a scroll and is left
 * alone, a short tap still opens the day. While a finger selects, the page does not scroll, and the
 * gesture's end is not a swipe (it does not reach the swipe area around the grid); the click that
 * ends a selecting gesture does not open the day it ends on.
 *
 * react-aria's useLongPress reports a long press on one element, not the day a moving pointer is
 * over, so the grid follows the pointer itself (docs/decisions/0022).
 */
export function useDragSelection(
  gridRef: RefObject<HTMLElement | null>,
  onSelect: (from: DayKey, to: DayKey) => void,
  onEnd: (to: DayKey) => void,
) {
  const gesture = useRef<Gesture | null>(null);
  const shouldSkipClick = useRef(false);
  const [isDragging, setDragging] = useState(false);

  const stop = () => {
    const current = gesture.current;
    if (current?.timer) clearTimeout(current.timer);
    gesture.current = null;
    setDragging(false);
    return current;
  };

  // A finger that selects must not scroll the page: only a non-passive listener can stop that.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return undefined;
    const holdStill = (event: TouchEvent) => {
      if (gesture.current?.isSelecting) event.preventDefault();
    };
    grid.addEventListener('touchmove', holdStill, { passive: false });
    return () => grid.removeEventListener('touchmove', holdStill);
  }, [gridRef]);

  useEffect(() => () => void stop(), []);

  const startSelecting = (current: Gesture) => {
    current.isSelecting = true;
    setDragging(true);
    onSelect(current.from, current.to);
  };

  return {
    isDragging,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        shouldSkipClick.current = false;
        const isTouch = event.pointerType !== 'mouse';
        if (!isTouch && (event.button !== 0 || event.shiftKey)) return;
        const day = dayAt(gridRef.current, event.clientX, event.clientY);
        if (!day) return;
        stop();
        const current: Gesture = {
          pointerId: event.pointerId,
          isTouch,
          x: event.clientX,
          y: event.clientY,
          from: day,
          to: day,
          isSelecting: false,
        };
        if (isTouch) current.timer = setTimeout(() => startSelecting(current), LONG_PRESS_MS);
        gesture.current = current;
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const current = gesture.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const day = dayAt(gridRef.current, event.clientX, event.clientY);
        if (!current.isSelecting) {
          const moved = Math.hypot(event.clientX - current.x, event.clientY - current.y);
          if (current.isTouch) {
            // Moved before the long press: a swipe or a scroll.
            if (moved > SWIPE_THRESHOLD_PX) stop();
            return;
          }
          if (!day || day === current.from) return;
          startSelecting(current);
        }
        if (day && day !== current.to) {
          current.to = day;
          onSelect(current.from, day);
        }
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        const current = gesture.current;
        if (!current || current.pointerId !== event.pointerId) return;
        stop();
        if (!current.isSelecting) return;
        // Not a swipe, and not a press of the day it ended on.
        event.stopPropagation();
        shouldSkipClick.current = true;
        onEnd(current.to);
      },
      onPointerCancel: () => void stop(),
      onContextMenu: (event: MouseEvent<HTMLElement>) => {
        // A long press on a phone opens no menu while it selects.
        if (gesture.current?.isTouch) event.preventDefault();
      },
    },
    /** Whether the click that follows a selecting gesture is to be dropped (asked once). */
    takeSkipClick: () => {
      const skip = shouldSkipClick.current;
      shouldSkipClick.current = false;
      return skip;
    },
  };
}
