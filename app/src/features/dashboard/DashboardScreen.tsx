import { EmptyState, Page } from '../../lib/Page';
import { dashboardMessages } from './messages';

/** The dashboard (`/dashboard`). */
export function DashboardScreen() {
  return (
    <Page title={dashboardMessages.title}>
      <EmptyState />
    </Page>
  );
}
