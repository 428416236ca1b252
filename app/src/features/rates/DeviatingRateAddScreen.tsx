import { EmptyState, Page } from '../../lib/Page';
import { ratesMessages } from './messages';

/** Adding a deviating rate for a department (`/settings/rates/different/add`). */
export function DeviatingRateAddScreen() {
  return (
    <Page title={ratesMessages.deviatingAddTitle}>
      <EmptyState />
    </Page>
  );
}
