import { Page } from '../../lib/Page';
import { EmptyState } from '../../lib/states';
import { profileMessages } from './messages';

/** The profile overview (`/settings/profile`). */
export function ProfileOverviewScreen() {
  return (
    <Page title={profileMessages.title}>
      <EmptyState />
    </Page>
  );
}
