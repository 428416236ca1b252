import { OnDemandMenu } from '../lib/screen/OnDemandMenu';
import { onDemandChunk } from '../lib/screen/onDemandChunk';
import { usePreloadWhenIdle } from '../lib/platform/preloadWhenIdle';
import { ProfileMenuLabel } from './ProfileMenuLabel';

/** The menu with its items and react-aria's menu machinery: a chunk of its own. */
const profileMenuChunk = onDemandChunk(() => import('./ProfileMenuWithItems'));
/** Loaded when the browser is idle after the first screen: the top bar is on no route's row. */
const preloadedWhenIdle = [profileMenuChunk];

/**
 * The profile menu in the top bar (ProfileMenuWithItems), whose chunk loads when the user reaches
 * for its button, or when the browser is idle after the first screen: the first screen does not
 * wait for it.
 */
export function ProfileMenu() {
  usePreloadWhenIdle(preloadedWhenIdle);
  return (
    <OnDemandMenu chunk={profileMenuChunk} label={<ProfileMenuLabel />}>
      {({ ProfileMenuWithItems }, start) => <ProfileMenuWithItems {...start} />}
    </OnDemandMenu>
  );
}
