import { memo, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, Heading, Icon, Menu, MenuButton, MenuItem, MenuTrigger, Modal } from '@pidz/ui';
import { QueryBoundary } from '../../lib/QueryBoundary';
import { showToast } from '../../lib/toasts';
import { webCalUrlQuery } from './api';
import { calendarMessages } from './messages';

const messages = calendarMessages.connect;

const Body = styled.div`
  display: grid;
  gap: var(--pidz-space-md);

  & p,
  & ol {
    margin: 0;
  }
  & ol {
    padding-left: 1.25rem;
  }
  & h3 {
    margin: 0;
  }
`;

const Address = styled.div`
  display: flex;
  gap: var(--pidz-space-sm);
  align-items: stretch;

  & code {
    flex: 1;
    min-width: 0;
    padding: var(--pidz-space-sm);
    border: 1px solid var(--pidz-color-grey-200);
    border-radius: var(--pidz-radius-sm);
    background: var(--pidz-color-grey-100);
    overflow-wrap: anywhere;
    font-size: 0.875rem;
  }
`;

function WebCalAddress() {
  const {
    data: { url },
  } = useSuspenseQuery(webCalUrlQuery);
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      showToast({ type: 'warning', title: messages.copyFailed });
    }
  };
  return (
    <Address>
      <code aria-label={messages.addressLabel}>{url}</code>
      <Button variant="secondary" isCompact onPress={() => void copy()}>
        {isCopied ? messages.copied : messages.copy}
      </Button>
    </Address>
  );
}

/**
 * The menu of the calendar's rarer actions ('Meer'), now 'Agenda koppelen': the private webcal
 * address of the calendar feed (`calendar:getWebCalURL`) with a copy button, and short steps for
 * Google Agenda, Apple Agenda and Outlook, in a modal. Memoised: a change of period does not
 * render it again.
 */
export const CalendarMenu = memo(function CalendarMenu() {
  const [isConnectOpen, setConnectOpen] = useState(false);
  return (
    <>
      <MenuTrigger>
        <MenuButton>
          {calendarMessages.controls.more}
          <Icon name="chevron-down" size="small" />
        </MenuButton>
        <Menu placement="bottom end" onAction={() => setConnectOpen(true)}>
          <MenuItem id="connect">{calendarMessages.controls.connect}</MenuItem>
        </Menu>
      </MenuTrigger>
      <Modal
        title={calendarMessages.controls.connect}
        isOpen={isConnectOpen}
        onOpenChange={setConnectOpen}
      >
        <Body>
          <p>{messages.intro}</p>
          <QueryBoundary>
            <WebCalAddress />
          </QueryBoundary>
          {messages.steps.map((app) => (
            <section key={app.name}>
              <Heading level={3} size="sm">
                {app.name}
              </Heading>
              <ol>
                {app.steps.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ol>
            </section>
          ))}
        </Body>
      </Modal>
    </>
  );
});
