import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, Heading, Menu, MenuItem, Modal } from '@pidz/ui';
import { LoadedMenuTrigger } from '../../../lib/screen/LoadedMenuTrigger';
import type { OnDemandMenuStart } from '../../../lib/screen/OnDemandMenu';
import { QueryBoundary } from '../../../lib/screen/QueryBoundary';
import { showToast } from '../../../lib/platform/toasts';
import { webCalUrlQuery } from '../api';
import { CalendarMenuLabel } from './CalendarMenuLabel';
import { calendarMessages } from '../messages';

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
 * Google Agenda, Apple Agenda and Outlook, in a modal. Its chunk loads on intent (CalendarMenu).
 */
export function CalendarMenuWithItems(start: OnDemandMenuStart) {
  const [isConnectOpen, setConnectOpen] = useState(false);
  return (
    <>
      <LoadedMenuTrigger start={start} label={<CalendarMenuLabel />}>
        <Menu placement="bottom end" onAction={() => setConnectOpen(true)}>
          <MenuItem id="connect">{calendarMessages.controls.connect}</MenuItem>
        </Menu>
      </LoadedMenuTrigger>
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
}
