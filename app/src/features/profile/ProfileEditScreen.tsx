import { EmptyState, Page } from '../../lib/Page';
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
