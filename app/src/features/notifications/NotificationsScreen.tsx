import { EmptyState, Page } from '../../lib/Page';
import { notificationsMessages } from './messages';

/** The notifications (`/settings/notifications`). */
export function NotificationsScreen() {
  return (
    <Page title={notificationsMessages.title}>
      <EmptyState />
    </Page>
  );
}
