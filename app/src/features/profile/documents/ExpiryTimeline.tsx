import styled from 'styled-components';
import type { Asset, AssetTypeId } from '@pidz/contracts';
import {
  Button,
  Card,
  FileName,
  Heading,
  Timeline,
  todayInAppZone,
  type TimelineEntryTone,
} from '@pidz/ui';
import { RenewElsewhere } from './RenewElsewhere';
import { documentMessages, profileMessages } from '../messages';
import { documentCardId } from './DocumentCard';
import { expiryEntries, type ExpiryEntry } from './expiry';

const Empty = styled.p`
  margin: 0;
  color: var(--pidz-color-grey-600);
`;

const RenewNote = styled(RenewElsewhere)`
  font-size: 0.875rem;
`;

/** Moves focus to the file picker of a document's card, where its renewal is added. */
function focusRenewal(typeId: AssetTypeId): void {
  const card = document.getElementById(documentCardId(typeId));
  // The picker's own button.
  const addButton = card?.querySelector<HTMLElement>(
    '[role="group"] button:not([aria-labelledby])',
  );
  card?.scrollIntoView({ block: 'center' });
  addButton?.focus();
}

/** The timeline's colour for how near an expiry is (its note says it in words). */
const toneOf: Record<ExpiryEntry['urgency'], TimelineEntryTone | undefined> = {
  expired: 'danger',
  nearing: 'warning',
  later: undefined,
};

function urgencyText(entry: ExpiryEntry): string {
  if (entry.urgency === 'expired') return documentMessages.expired;
  const days = documentMessages.expiresIn(entry.daysLeft);
  return entry.urgency === 'nearing' ? `${documentMessages.nearing}: ${days}` : days;
}

export interface ExpiryTimelineProps {
  assets: readonly Asset[];
  /** The document kinds whose renewal the user may upload here. */
  renewable: readonly AssetTypeId[];
  /** A document kind's Dutch name. */
  nameOf: (typeId: AssetTypeId) => string;
}

/**
 * Beyond the spec: every document whose valid-until date lies in the coming twelve months, in
 * date order, with past and nearing expiry marked, and for the documents the user may upload a
 * direct action to add the renewal (it moves focus to that document's file picker).
 */
export function ExpiryTimeline({ assets, renewable, nameOf }: ExpiryTimelineProps) {
  const entries = expiryEntries(assets, todayInAppZone());
  const title = profileMessages.sections.expiry;
  return (
    <Card as="section" aria-label={title}>
      <Heading level={2} size="lg">
        {title}
      </Heading>
      {entries.length === 0 ? (
        <Empty>{documentMessages.expiryEmpty}</Empty>
      ) : (
        <Timeline
          aria-label={title}
          entries={entries.map((entry) => {
            const name = nameOf(entry.typeId);
            return {
              id: entry.id,
              title: name,
              date: entry.validUntil,
              dateLabel: documentMessages.validUntil,
              description: entry.fileName && <FileName name={entry.fileName} />,
              note: urgencyText(entry),
              tone: toneOf[entry.urgency],
              action: renewable.includes(entry.typeId) ? (
                <Button variant="secondary" isCompact onPress={() => focusRenewal(entry.typeId)}>
                  {documentMessages.renew(name)}
                </Button>
              ) : (
                <RenewNote />
              ),
            };
          })}
        />
      )}
    </Card>
  );
}
