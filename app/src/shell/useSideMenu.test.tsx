import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSideMenu, WIDE_SCREEN_QUERY } from './useSideMenu';

/** A matchMedia whose width the test sets; listeners hear about changes. */
function fakeScreen(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const matches = () => width >= 1200;
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe(WIDE_SCREEN_QUERY);
    return {
      get matches() {
        return matches();
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return {
    resize(newWidth: number) {
      width = newWidth;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

describe('the side menu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is open at 1200 px and wider, and stays open after a click', () => {
    fakeScreen(1200);
    const { result } = renderHook(() => useSideMenu());
    expect(result.current).toMatchObject({ isWide: true, isOpen: true });
    act(() => result.current.closeAfterNavigation());
    expect(result.current.isOpen).toBe(true);
  });

  it('is closed below 1200 px, opens with the button and closes after a click', () => {
    fakeScreen(1199);
    const { result } = renderHook(() => useSideMenu());
    expect(result.current).toMatchObject({ isWide: false, isOpen: false });
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.closeAfterNavigation());
    expect(result.current.isOpen).toBe(false);
  });

  it('closes on Escape on a narrow screen and reports it', () => {
    fakeScreen(800);
    const onEscape = vi.fn();
    const { result } = renderHook(() => useSideMenu(onEscape));
    act(() => result.current.toggle());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(result.current.isOpen).toBe(false);
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('closes on a tap outside it (dismiss) on a narrow screen and reports it', () => {
    fakeScreen(390);
    const onDismiss = vi.fn();
    const { result } = renderHook(() => useSideMenu(onDismiss));
    act(() => result.current.toggle());
    act(() => result.current.dismiss());
    expect(result.current.isOpen).toBe(false);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape on a wide screen', () => {
    fakeScreen(1400);
    const onEscape = vi.fn();
    const { result } = renderHook(() => useSideMenu(onEscape));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(result.current.isOpen).toBe(true);
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('follows the width when it crosses 1200 px', () => {
    const screen = fakeScreen(1400);
    const { result } = renderHook(() => useSideMenu());
    screen.resize(900);
    expect(result.current).toMatchObject({ isWide: false, isOpen: false });
    screen.resize(1300);
    expect(result.current).toMatchObject({ isWide: true, isOpen: true });
  });
});
