import { Page } from '../../lib/Page';
import { EmptyState } from '../../lib/states';
import { dashboardMessages } from './messages';

/** The dashboard (`/dashboard`). */
export function DashboardScreen() {
  return (
    <Page title={dashboardMessages.title}>
      <EmptyState />
    </Page>
  );
}
