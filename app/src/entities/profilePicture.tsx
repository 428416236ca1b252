import { useQuery } from '@tanstack/react-query';
import type { Download } from '@pidz/contracts';
import styled from 'styled-components';
import { useIsFirstScreenShown } from '../lib/platform/firstScreen';
import { rpcQuery } from '../lib/platform/queries';

/**
 * The signed-in user's cropped (square) profile picture (`user:getCroppedProfilePicture`), null
 * when there is none: the top bar's and the profile's. Not reported when it fails (the initials
 * stand in). Asked where it is shown, once the first screen has: the top bar's initials stand in
 * until then.
 */
export const croppedPictureQuery = {
  ...rpcQuery('user:getCroppedProfilePicture'),
  meta: { toastOnError: false },
};

/** The picture as an image address. */
export function pictureSource(picture: Download): string {
  return `data:${picture.content_type};base64,${picture.data}`;
}

/** The initials of a name: the first letters of the first and last name ('Sanne de Vries': 'SV'). */
export function nameInitials(user: { first_name: string; last_name: string }): string {
  return `${user.first_name.trim().charAt(0)}${user.last_name.trim().charAt(0)}`.toUpperCase();
}

const Circle = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: var(--avatar-size);
  height: var(--avatar-size);
  overflow: hidden;
  border-radius: var(--pidz-radius-round);
  background: var(--pidz-color-blue);
  color: var(--pidz-color-white);
  font-weight: 600;
  font-size: calc(var(--avatar-size) * 0.4);
  line-height: 1;

  &[data-size='small'] {
    --avatar-size: 1.75rem;
  }
  &[data-size='large'] {
    --avatar-size: 6rem;
  }
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface ProfilePictureProps {
  /** Whose picture: the initials come from the name. */
  user: { first_name: string; last_name: string };
  /** The picture's accessible name; leave out where a text beside it names the user. */
  alt?: string;
  /** `'small'` in the top bar, `'large'` on the profile. Default `'small'`. */
  size?: 'small' | 'large';
}

/**
 * The user's cropped profile picture in a circle, or the initials while there is none (or while it
 * loads, or when it could not be read).
 */
export function ProfilePicture({ user, alt, size = 'small' }: ProfilePictureProps) {
  // Asked once the first screen has shown: the initials stand in until then.
  const picture = useQuery({ ...croppedPictureQuery, enabled: useIsFirstScreenShown() }).data;
  return (
    <Circle data-size={size} role={alt ? 'img' : undefined} aria-label={alt}>
      {picture ? (
        <img src={pictureSource(picture)} alt="" />
      ) : (
        <span aria-hidden>{nameInitials(user)}</span>
      )}
    </Circle>
  );
}
