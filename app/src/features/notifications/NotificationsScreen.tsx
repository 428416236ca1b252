import styled from 'styled-components';
import { bellIcon, Card, Heading, Icon } from '@pidz/ui';
import { Page } from '../../lib/screen/Page';
import { notificationsMessages } from './messages';

const Empty = styled(Card)`
  justify-items: center;
  text-align: center;

  & > p {
    margin: 0;
    color: var(--pidz-color-grey-600);
  }
`;

/**
 * The notifications (`/settings/notifications`): its empty state, titled in Dutch (spec section 2
 * shows no more of it).
 */
export function NotificationsScreen() {
  return (
    <Page title={notificationsMessages.title}>
      <Empty as="section" aria-labelledby="notifications-empty">
        <Icon icon={bellIcon} size="large" />
        <Heading level={2} size="lg" id="notifications-empty">
          {notificationsMessages.emptyTitle}
        </Heading>
        <p>{notificationsMessages.emptyText}</p>
      </Empty>
    </Page>
  );
}
