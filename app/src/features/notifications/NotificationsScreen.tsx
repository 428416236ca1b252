import { Page } from '../../lib/Page';
import { EmptyState } from '../../lib/states';
import { notificationsMessages } from './messages';

/** The notifications (`/settings/notifications`). */
export function NotificationsScreen() {
  return (
    <Page title={notificationsMessages.title}>
      <EmptyState />
    </Page>
  );
}
