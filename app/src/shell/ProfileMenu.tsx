import styled from 'styled-components';
import { Icon } from '@pidz/ui';
import { useCurrentUser } from '../entities/currentUser';
import { OnDemandMenu } from '../lib/OnDemandMenu';
import { onDemandChunk } from '../lib/onDemandChunk';
import { ProfilePicture } from '../entities/profilePicture';
import { displayName } from '../lib/session';

/**
 * The name stays on one line, cut with an ellipsis where the top bar has no room for it (a phone),
 * so the bar keeps the height of the static frame's (index.html).
 */
const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** What the profile menu's button shows, and is named after: the picture, the name, a chevron. */
export function ProfileMenuLabel() {
  const user = useCurrentUser();
  return (
    <>
      <ProfilePicture user={user} />
      <Name>{displayName(user)}</Name>
      <Icon name="chevron-down" size="small" />
    </>
  );
}

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
