import { useSuspenseQuery } from '@tanstack/react-query';
import { Card, Toggle } from '@pidz/ui';
import { Page } from '../../lib/screen/Page';
import { QueryBoundary } from '../../lib/screen/QueryBoundary';
import { showToast } from '../../lib/platform/toasts';
import { profileQuery, useUpdatePreferences } from './api';
import { preferencesMessages } from './messages';

function Preferences() {
  const profile = useSuspenseQuery(profileQuery).data;
  const update = useUpdatePreferences();
  const isOn = update.isPending
    ? update.variables.preferences.invite_by_email
    : profile.invite_by_email;
  return (
    <Card>
      <Toggle
        isSelected={isOn}
        isDisabled={update.isPending}
        onChange={(invite_by_email) =>
          update.mutate(
            { preferences: { invite_by_email } },
            { onSuccess: () => showToast({ type: 'success', title: preferencesMessages.saved }) },
          )
        }
      >
        {preferencesMessages.inviteByEmail}
      </Toggle>
    </Card>
  );
}

/**
 * The preferences (`/settings/preferences`, 'Voorkeuren' in the profile menu): whether shift
 * invitations also come by e-mail (`freelancer_preferences:updatePreferences`), saved at once.
 */
export function PreferencesScreen() {
  return (
    <Page title={preferencesMessages.title}>
      <QueryBoundary>
        <Preferences />
      </QueryBoundary>
    </Page>
  );
}
