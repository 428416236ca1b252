import styled from 'styled-components';
import type { Asset, AssetType, UserType } from '@pidz/contracts';
import { Heading } from '@pidz/ui';
import { useRevealSavedRecord } from '../../../lib/screen/savedRecord';
import { profileMessages } from '../messages';
import { DocumentCard } from './DocumentCard';
import { assetsOfKind, documentKind, documentKindsFor, documentName } from './documentKinds';
import { ExpiryTimeline } from './ExpiryTimeline';

const Section = styled.section`
  display: grid;
  gap: var(--pidz-space-md);
`;

export interface DocumentsSectionProps {
  role: UserType;
  assets: readonly Asset[];
  /** The document kinds and their names (`asset_type:getAssetTypes`). */
  assetTypes: readonly AssetType[];
}

/** The expiry timeline and the documents a role sees, each with its files (spec sections 3 and 6). */
export function DocumentsSection({ role, assets, assetTypes }: DocumentsSectionProps) {
  const kinds = documentKindsFor(role);
  // A banner's link brings the user to a document's card.
  useRevealSavedRecord();
  const title = profileMessages.sections.documents;
  return (
    <>
      <ExpiryTimeline
        assets={assets.filter((asset) => kinds.some((kind) => kind.typeId === asset.type.id))}
        renewable={kinds.filter((kind) => kind.isEditable).map((kind) => kind.typeId)}
        nameOf={(typeId) => documentName(typeId, assetTypes)}
      />
      <Section aria-labelledby="profile-documents">
        <Heading level={2} size="lg" id="profile-documents">
          {title}
        </Heading>
        {kinds.map(({ typeId, isEditable }) => (
          <DocumentCard
            key={typeId}
            typeId={typeId}
            name={documentName(typeId, assetTypes)}
            kind={documentKind(typeId, assetTypes)}
            assets={assetsOfKind(assets, typeId)}
            isEditable={isEditable}
          />
        ))}
      </Section>
    </>
  );
}
