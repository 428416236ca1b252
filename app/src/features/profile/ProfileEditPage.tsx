import { lazyFromChunk, onDemandChunk } from '../../lib/screen/onDemandChunk';
import type { ProfileEditScreenProps } from './ProfileEditScreen';

/**
 * The five edit pages, a chunk of their own (their forms, rules, IBAN and VAT checks and date
 * picker): the overview does not load them; the first edit page that opens does.
 */
const ProfileEditScreen = lazyFromChunk(
  onDemandChunk(() => import('./ProfileEditScreen')),
  'ProfileEditScreen',
);

/** A profile edit page (`/settings/profile/<section>/edit`), loaded with the edit pages' chunk. */
export function ProfileEditPage(props: ProfileEditScreenProps) {
  return <ProfileEditScreen {...props} />;
}
