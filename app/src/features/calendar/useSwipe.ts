import { useRef, type PointerEvent } from 'react';
import styled from 'styled-components';

/** A horizontal movement of more than this many pixels is a swipe (spec section 9). */
export const SWIPE_THRESHOLD_PX = 10;

/**
 * Whether a movement is a swipe, and which way: 'next' for right to left, 'previous' for left to
 * right; undefined when it is short or mostly vertical (a scroll).
 */
export function swipeDirection(dx: number, dy: number): 'previous' | 'next' | undefined {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return undefined;
  return dx < 0 ? 'next' : 'previous';
}

/**
 * Pointer handlers (touch, pen or mouse) that report a horizontal swipe. Give the element
 * `touch-action: pan-y`, so the browser keeps vertical scrolling and leaves horizontal moves to us.
 */
export function useSwipe(onSwipe: (direction: 'previous' | 'next') => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

/** The area a swipe moves between periods in: vertical scrolling stays the browser's. */
export const SwipeArea = styled.div`
  touch-action: pan-y;
`;
