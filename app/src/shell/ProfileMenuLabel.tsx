import styled from 'styled-components';
import { chevronDownIcon, Icon } from '@pidz/ui';
import { useCurrentUser } from '../entities/currentUser';
import { ProfilePicture } from '../entities/profilePicture';
import { displayName } from '../lib/words/names';

/**
 * The name stays on one line, cut with an ellipsis where the top bar has no room for it (a phone),
 * so the bar keeps the height of the static frame's (index.html).
 */
const Name = styled.bdi`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * What the profile menu's button shows, and is named after: the picture, the name, a chevron.
 * Shared by the stand-in (ProfileMenu) and the loaded menu (ProfileMenuWithItems), in a module of
 * its own so the loaded chunk does not import its loader back.
 */
export function ProfileMenuLabel() {
  const user = useCurrentUser();
  return (
    <>
      <ProfilePicture user={user} />
      <Name>{displayName(user)}</Name>
      <Icon icon={chevronDownIcon} size="small" />
    </>
  );
}
