import { Page } from '../../lib/Page';
import { EmptyState } from '../../lib/states';
import { travelTimeMessages } from './messages';

/** The travel time edit page (`/settings/travel-time/edit`). */
export function TravelTimeEditScreen() {
  return (
    <Page title={travelTimeMessages.editTitle}>
      <EmptyState />
    </Page>
  );
}
