import { Page } from '../../lib/Page';
import { EmptyState } from '../../lib/states';
import { ratesMessages } from './messages';

/** The standard rates edit page (`/settings/rates/edit`). */
export function StandardRatesEditScreen() {
  return (
    <Page title={ratesMessages.standardEditTitle}>
      <EmptyState />
    </Page>
  );
}
