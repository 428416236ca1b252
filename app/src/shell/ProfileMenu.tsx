import { OnDemandMenu } from '../lib/screen/OnDemandMenu';
import { onDemandChunk } from '../lib/screen/onDemandChunk';
import { ProfileMenuLabel } from './ProfileMenuLabel';

/** The menu with its items and react-aria's menu machinery: a chunk of its own. */
const profileMenuChunk = onDemandChunk(() => import('./ProfileMenuWithItems'));

/**
 * The profile menu in the top bar (ProfileMenuWithItems), whose chunk loads when the user reaches
 * for its button: the first screen does not wait for it.
 */
export function ProfileMenu() {
  return (
    <OnDemandMenu chunk={profileMenuChunk} label={<ProfileMenuLabel />}>
      {({ ProfileMenuWithItems }, start) => <ProfileMenuWithItems {...start} />}
    </OnDemandMenu>
  );
}
