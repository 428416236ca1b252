import { Page } from '../../lib/Page';
import { EmptyState } from '../../lib/states';
import { organisationsMessages } from './messages';

/** One linked organisation and its departments (`/settings/organisation/edit/:id`). */
export function OrganisationEditScreen() {
  return (
    <Page title={organisationsMessages.editTitle}>
      <EmptyState />
    </Page>
  );
}
