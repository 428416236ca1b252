import { Page } from '../../lib/Page';
import { EmptyState } from '../../lib/states';
import { ratesMessages } from './messages';

/** The rates overview (`/settings/rates`). */
export function RatesOverviewScreen() {
  return (
    <Page title={ratesMessages.title}>
      <EmptyState />
    </Page>
  );
}
