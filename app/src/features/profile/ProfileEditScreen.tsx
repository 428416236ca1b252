import { Page } from '../../lib/Page';
import { EmptyState } from '../../lib/states';
import { profileMessages, type ProfileSection } from './messages';

export interface ProfileEditScreenProps {
  /** Which section: `/settings/profile/<section>/edit`. */
  section: ProfileSection;
}

/** A profile edit page. */
export function ProfileEditScreen({ section }: ProfileEditScreenProps) {
  return (
    <Page title={profileMessages.editTitles[section]}>
      <EmptyState />
    </Page>
  );
}
