import styled from 'styled-components';
import type { Asset, AssetTypeId } from '@pidz/contracts';
import { Button, Card, formatDate, Heading, narrowScreenQuery, todayInAppZone } from '@pidz/ui';
import { RenewElsewhere } from './RenewElsewhere';
import { documentMessages, profileMessages } from '../messages';
import { documentCardId } from './DocumentCard';
import { expiryEntries, type ExpiryEntry } from './expiry';

const List = styled.ol`
  display: grid;
  gap: var(--pidz-space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: var(--pidz-space-xs) var(--pidz-space-md);
  padding: var(--pidz-space-sm) var(--pidz-space-md);
  border-left: 4px solid var(--pidz-color-grey-400);
  border-radius: var(--pidz-radius-sm);
  background: var(--pidz-color-grey-100);

  &[data-urgency='nearing'] {
    border-left-color: var(--pidz-color-orange);
  }
  &[data-urgency='expired'] {
    border-left-color: var(--pidz-color-red);
  }
  /* On a phone the action goes under the text: a kind's name can be long. */
  @media ${narrowScreenQuery} {
    grid-template-columns: minmax(0, 1fr);
    justify-items: start;
  }
`;

const What = styled.div`
  display: grid;
  gap: var(--pidz-space-xs);
  min-width: 0;

  & > span {
    font-size: 0.875rem;
    color: var(--pidz-color-grey-600);
    overflow-wrap: anywhere;
  }
`;

/** Under the entry, across its width: a sentence, not a button beside it. */
const RenewNote = styled(RenewElsewhere)`
  grid-column: 1 / -1;
  font-size: 0.875rem;
`;

const Mark = styled.strong`
  font-size: 0.875rem;
`;

const Empty = styled.p`
  margin: 0;
  color: var(--pidz-color-grey-600);
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
        <List aria-label={title}>
          {entries.map((entry) => {
            const name = nameOf(entry.typeId);
            return (
              <Entry key={entry.id} data-urgency={entry.urgency}>
                <What>
                  <strong>{name}</strong>
                  <span>
                    {entry.fileName} · {documentMessages.validUntil} {formatDate(entry.validUntil)}
                  </span>
                  <Mark>{urgencyText(entry)}</Mark>
                </What>
                {renewable.includes(entry.typeId) ? (
                  <Button variant="secondary" isCompact onPress={() => focusRenewal(entry.typeId)}>
                    {documentMessages.renew(name)}
                  </Button>
                ) : (
                  <RenewNote />
                )}
              </Entry>
            );
          })}
        </List>
      )}
    </Card>
  );
}
