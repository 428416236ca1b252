import { EmptyState, Page } from '../../lib/Page';
import { ratesMessages } from './messages';

/** The standard rates edit page (`/settings/rates/edit`). */
export function StandardRatesEditScreen() {
  return (
    <Page title={ratesMessages.standardEditTitle}>
      <EmptyState />
    </Page>
  );
}
