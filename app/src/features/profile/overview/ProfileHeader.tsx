import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, Card, Heading, Modal, ModalTrigger } from '@pidz/ui';
import {
  croppedPictureQuery,
  pictureSource,
  ProfilePicture,
} from '../../../entities/profilePicture';
import { displayName } from '../../../lib/words/names';
import { fullPictureQuery, type Profile } from '../api';
import { profileMessages } from '../messages';

const texts = profileMessages.overview;

const Row = styled(Card)`
  grid-auto-flow: column;
  justify-content: start;
  align-items: center;
  gap: var(--pidz-space-lg);
`;

const Who = styled.div`
  display: grid;
  gap: var(--pidz-space-xs);
  justify-items: start;
`;

const FullPicture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin-inline: auto;
  border-radius: var(--pidz-radius-md);
`;

/** The full-size picture (`user:getProfilePicture`), read when the modal opens. */
function FullSizePicture({ name }: { name: string }) {
  const picture = useQuery(fullPictureQuery).data;
  return picture ? <FullPicture src={pictureSource(picture)} alt={texts.picture(name)} /> : null;
}

/**
 * The user's picture (initials while there is none) and name; with a picture, 'Foto vergroten'
 * shows it full size.
 */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const name = displayName(profile);
  const hasPicture = Boolean(useQuery(croppedPictureQuery).data);
  return (
    <Row>
      <ProfilePicture user={profile} size="large" alt={texts.picture(name)} />
      <Who>
        <Heading level={2} size="lg">
          {name}
        </Heading>
        {hasPicture && (
          <ModalTrigger>
            <Button variant="link" isCompact>
              {texts.showPicture}
            </Button>
            <Modal title={texts.pictureTitle}>
              <FullSizePicture name={name} />
            </Modal>
          </ModalTrigger>
        )}
      </Who>
    </Row>
  );
}
