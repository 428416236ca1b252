import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { closeIcon, Icon, statusIcons } from '../Icon';
import { statusSurfaceStyles } from '../styles/statusSurface';
import { narrowScreenQuery } from '../tokens';
import type { ToastItem } from './toastQueue';
import { TOAST_CLOSE_LABEL, TOAST_REGION_LABEL, TOAST_ROOM_PROPERTY } from './toastNames';

export interface ToasterProps {
  /** The toasts on screen, oldest first (the queue's `active` list). */
  toasts: readonly ToastItem[];
  /** Called with a toast's id when it closes: its duration ran out or its close button was used. */
  onDismiss: (id: string) => void;
}

/* Along the bottom edge (right on a wide screen, the whole width on a phone, within thumb reach),
   newest at the bottom: not over the page's title and actions, and clear of what the page keeps
   free below its content (TOAST_ROOM_PROPERTY). */
const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: var(--pidz-space-sm);
  width: min(24rem, 100vw);
  max-height: 100vh;
  margin: 0;
  padding: var(--pidz-space-md);
  list-style: none;
  outline: none;

  &:empty {
    padding: 0;
  }
  @media ${narrowScreenQuery} {
    width: 100vw;
  }
`;

const Root = styled(ToastPrimitive.Root)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: var(--pidz-space-sm);
  ${statusSurfaceStyles}
  box-shadow: 0 4px 12px rgb(0 0 0 / 15%);

  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`;

const Title = styled(ToastPrimitive.Title)`
  font-weight: 700;
`;

const Description = styled(ToastPrimitive.Description)`
  overflow-wrap: anywhere;
`;

const Action = styled(ToastPrimitive.Action)`
  justify-self: start;
  margin-top: var(--pidz-space-xs);
  padding: var(--pidz-space-xs) var(--pidz-space-sm);
  border: 1px solid currentcolor;
  border-radius: var(--pidz-radius-sm);
  background: var(--pidz-color-white);
  color: var(--pidz-color-black);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/* At least 24 px square (WCAG 2.5.8), 44 px on a touch screen (2.5.5); the toast makes room. */
const Close = styled(ToastPrimitive.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  min-height: 24px;
  margin: calc(-1 * var(--pidz-space-xs));
  padding: 0;
  border: none;
  border-radius: var(--pidz-radius-sm);
  background: transparent;
  color: var(--pidz-color-black);
  cursor: pointer;

  @media (pointer: coarse) {
    min-width: 44px;
    min-height: 44px;
    margin: calc(-1 * var(--pidz-space-sm));
  }
`;

/**
 * Keeps {@link TOAST_ROOM_PROPERTY} at the height of the toasts along the bottom edge, and brings
 * the focused control back into view above them when they come to cover it.
 */
function useToastRoom(toastCount: number) {
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const update = () => {
      const room = toastCount === 0 ? 0 : Math.ceil(element.getBoundingClientRect().height);
      root.style.setProperty(TOAST_ROOM_PROPERTY, `${room}px`);
      const focused = document.activeElement;
      if (room > 0 && focused instanceof HTMLElement && focused !== document.body) {
        const bottom = focused.getBoundingClientRect().bottom;
        if (bottom > window.innerHeight - room) focused.scrollIntoView({ block: 'nearest' });
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.setProperty(TOAST_ROOM_PROPERTY, '0px');
    };
  }, [toastCount]);
  return viewport;
}

/**
 * Renders the given toasts (Radix Toast): each closes after its duration or on its close button and
 * then reports its id through `onDismiss`; the time stops while the pointer is over them or the
 * focus in them (F8 moves it there), so an action ('Ongedaan maken') can be reached. Keep the queue outside (see `toastQueue` or
 * `useToastQueue`) and pass its active toasts here. Render one Toaster near the root. The toasts
 * lie along the bottom edge; their height is kept in {@link TOAST_ROOM_PROPERTY} for the page.
 */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const viewport = useToastRoom(toasts.length);
  return (
    <ToastPrimitive.Provider label="Melding">
      {toasts.map((toast) => {
        const look = statusIcons[toast.type];
        return (
          <Root
            key={toast.id}
            open
            duration={toast.duration}
            type={toast.type === 'error' ? 'foreground' : 'background'}
            data-type={toast.type}
            onOpenChange={(isOpen) => {
              if (!isOpen) onDismiss(toast.id);
            }}
          >
            <Icon icon={look.icon} color={look.color} />
            <div>
              <Title>{toast.title}</Title>
              {toast.message === undefined ? null : <Description>{toast.message}</Description>}
              {toast.action && (
                <div>
                  <Action altText={toast.action.label} onClick={toast.action.onAction}>
                    {toast.action.label}
                  </Action>
                </div>
              )}
            </div>
            <Close aria-label={TOAST_CLOSE_LABEL}>
              <Icon icon={closeIcon} size="small" />
            </Close>
          </Root>
        );
      })}
      <Viewport ref={viewport} label={TOAST_REGION_LABEL} data-toast-viewport="" />
    </ToastPrimitive.Provider>
  );
}
