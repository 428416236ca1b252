import { Page } from '../../lib/Page';
import { EmptyState } from '../../lib/states';
import { ratesMessages } from './messages';

/** Adding a deviating rate for a department (`/settings/rates/different/add`). */
export function DeviatingRateAddScreen() {
  return (
    <Page title={ratesMessages.deviatingAddTitle}>
      <EmptyState />
    </Page>
  );
}
