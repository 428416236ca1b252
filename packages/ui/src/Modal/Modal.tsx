import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Modal as AriaModal,
  ModalOverlay,
  type DialogRenderProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { Heading } from '../Heading';
import { closeIcon, Icon } from '../Icon';
import { narrowScreenQuery } from '../tokens';
import { focusRing } from '../styles/focusRing';

/** Accessible name of the modal's close button. */
export const MODAL_CLOSE_LABEL = 'Sluiten';

/** Content that may need to close the modal, for example a 'Annuleren' button. */
export type ModalContent = ReactNode | ((renderProps: DialogRenderProps) => ReactNode);

export interface ModalProps {
  /** Title heading; it also names the dialog. */
  title: string;
  /** The body. A function receives `{ close }`. */
  children: ModalContent;
  /** Actions under the body, for example 'Annuleren' and 'Opslaan'. A function receives `{ close }`. Default none. */
  footer?: ModalContent;
  /** Open state (controlled). Leave out inside a react-aria `DialogTrigger`, which opens it. */
  isOpen?: boolean;
  /** Initial open state (uncontrolled). Default `false`. */
  defaultOpen?: boolean;
  /**
   * Called when the modal opens or closes (Escape, close button, click outside). Inside a
   * `ModalTrigger`, the trigger owns the state: give `onOpenChange` to the trigger instead.
   */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside the modal closes it. Default `true`. */
  isDismissable?: boolean;
  /** `'alertdialog'` for an urgent question that needs an answer. Default `'dialog'`. */
  role?: 'dialog' | 'alertdialog';
  /**
   * `'center'`: a panel in the middle of the screen. `'drawer'`: a panel along the right edge,
   * full height, which on a narrow screen (`narrowScreenQuery`, a phone) is a sheet along the
   * bottom edge within thumb reach. Default `'center'`.
   */
  placement?: ModalPlacement;
}

export type ModalPlacement = 'center' | 'drawer';

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--pidz-space-md);
  background: rgb(0 0 0 / 45%);

  &[data-placement='drawer'] {
    align-items: stretch;
    justify-content: flex-end;
    padding: 0;
  }
  @media ${narrowScreenQuery} {
    &[data-placement='drawer'] {
      align-items: flex-end;
    }
  }
`;

const Panel = styled(AriaModal)`
  display: flex;
  width: min(36rem, 100%);
  max-height: 90vh;
  border-radius: var(--pidz-radius-lg);
  background: var(--pidz-color-white);
  box-shadow: 0 8px 32px rgb(0 0 0 / 25%);

  &[data-placement='drawer'] {
    width: min(28rem, 100%);
    max-height: none;
    border-radius: var(--pidz-radius-lg) 0 0 var(--pidz-radius-lg);
  }
  @media ${narrowScreenQuery} {
    &[data-placement='drawer'] {
      width: 100%;
      max-height: 85vh;
      border-radius: var(--pidz-radius-lg) var(--pidz-radius-lg) 0 0;
    }
  }
`;

const StyledDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  width: 100%;
  /* Its white header and footer bands are cut to the panel's rounded corners. */
  border-radius: inherit;
  overflow-y: auto;
  outline: none;
`;

const Header = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--pidz-space-md);
  padding: var(--pidz-space-lg) var(--pidz-space-lg) var(--pidz-space-md);
  background: var(--pidz-color-white);
`;

const Body = styled.div`
  flex: 1 0 auto;
  padding: 0 var(--pidz-space-lg) var(--pidz-space-lg);
`;

const Footer = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--pidz-space-sm);
  padding: var(--pidz-space-md) var(--pidz-space-lg);
  border-top: 1px solid var(--pidz-color-grey-200);
  background: var(--pidz-color-white);
`;

const CloseButton = styled(AriaButton)`
  display: inline-flex;
  padding: var(--pidz-space-xs);
  border: none;
  border-radius: var(--pidz-radius-sm);
  background: transparent;
  cursor: pointer;

  &[data-hovered] {
    background: var(--pidz-color-grey-100);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

const render = (content: ModalContent, renderProps: DialogRenderProps) =>
  typeof content === 'function' ? content(renderProps) : content;

/**
 * A modal dialog (react-aria Modal + Dialog): traps focus, closes on Escape, returns focus to its
 * trigger and is labelled by its title. Open it with `isOpen`/`onOpenChange` or place it in a
 * react-aria `DialogTrigger` next to its trigger button.
 */
export function Modal({
  title,
  children,
  footer,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
  placement = 'center',
}: ModalProps) {
  return (
    <Overlay
      data-placement={placement}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
    >
      <Panel data-placement={placement}>
        <StyledDialog role={role}>
          {(renderProps) => (
            <>
              <Header>
                <Heading slot="title" level={2} size="lg">
                  {title}
                </Heading>
                <CloseButton aria-label={MODAL_CLOSE_LABEL} onPress={renderProps.close}>
                  <Icon icon={closeIcon} />
                </CloseButton>
              </Header>
              <Body>{render(children, renderProps)}</Body>
              {footer === undefined ? null : <Footer>{render(footer, renderProps)}</Footer>}
            </>
          )}
        </StyledDialog>
      </Panel>
    </Overlay>
  );
}

/**
 * Opens the Modal placed next to its trigger button: `<ModalTrigger><Button>…</Button><Modal …/></ModalTrigger>`
 * (react-aria's DialogTrigger).
 */
export const ModalTrigger = DialogTrigger;
