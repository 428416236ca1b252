import { Page } from '../../lib/Page';
import { EmptyState } from '../../lib/states';
import { travelTimeMessages } from './messages';

/** Travel time per client (`/settings/travel-time-clients`). */
export function TravelTimeClientsScreen() {
  return (
    <Page title={travelTimeMessages.title}>
      <EmptyState />
    </Page>
  );
}
