import * as ToastPrimitive from '@radix-ui/react-toast';
import styled from 'styled-components';
import { Icon, statusIcons } from '../Icon';
import { statusSurfaceStyles } from '../styles/statusSurface';
import { narrowScreenQuery } from '../tokens';
import type { ToastItem } from './toastQueue';

/** Accessible name of a toast's close button. */
export const TOAST_CLOSE_LABEL = 'Sluiten';

/** Accessible name of the toast region; `{hotkey}` becomes the key that moves focus there (F8). */
export const TOAST_REGION_LABEL = 'Meldingen ({hotkey})';

export interface ToasterProps {
  /** The toasts on screen, oldest first (the queue's `active` list). */
  toasts: readonly ToastItem[];
  /** Called with a toast's id when it closes: its duration ran out or its close button was used. */
  onDismiss: (id: string) => void;
}

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  top: 0;
  right: 0;
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

  /* On a phone along the bottom edge, within thumb reach, not over the page's header. */
  @media ${narrowScreenQuery} {
    top: auto;
    bottom: 0;
    flex-direction: column-reverse;
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

const Close = styled(ToastPrimitive.Close)`
  display: inline-flex;
  padding: 0;
  border: none;
  border-radius: var(--pidz-radius-sm);
  background: transparent;
  color: var(--pidz-color-black);
  cursor: pointer;
`;

/**
 * Renders the given toasts (Radix Toast): each closes after its duration or on its close button and
 * then reports its id through `onDismiss`; the time stops while the pointer is over them or the
 * focus in them (F8 moves it there), so an action ('Ongedaan maken') can be reached. Keep the queue outside (see `toastQueue` or
 * `useToastQueue`) and pass its active toasts here. Render one Toaster near the root.
 */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
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
            <Icon name={look.name} color={look.color} />
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
              <Icon name="close" size="small" />
            </Close>
          </Root>
        );
      })}
      <Viewport label={TOAST_REGION_LABEL} />
    </ToastPrimitive.Provider>
  );
}
