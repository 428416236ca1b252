import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ResumeItemStatus } from '@pidz/contracts';
import {
  actionRowStyles,
  ContentSection,
  Heading,
  Icon,
  LinkButton,
  pencilIcon,
  plusIcon,
  rowListStyles,
  StatusRow,
} from '@pidz/ui';
import { resumeItemStatusWord } from '../../../lib/words/uiWords';
import { cvScreenMessages } from '../messages';
import { cvItemAnchor, sectionPages, type CvFormSection } from '../cvLinks';
import type { RemovableSection } from '../api';
import { RemoveResumeItem } from '../RemoveResumeItem';
import { isEditable, isRemoveOnly, type SectionAttention } from '../resumeItems';
import { AttentionNote } from './AttentionNote';

const messages = cvScreenMessages;

/** One item of a section as the overview shows it. */
export interface ResumeItemRow {
  id: number;
  status: ResumeItemStatus;
  declined_reason: string | null;
  /** The item's heading, e.g. the function or the subject. */
  title: string;
  /** Lines under the heading (institution, dates, number, ...). */
  details: readonly string[];
  /** How the item is named in its edit button, e.g. 'Verpleegkundige bij UMC Utrecht'. */
  name: string;
  /** Its element id, where a save of the item brings the user back to (`cvItemAnchor`). */
  anchor: string;
  /** Its edit page, while it may still be changed. */
  editHref?: string;
  /** Its remove control (expired items: delete and add a new one). */
  removal?: ReactNode;
  /** More controls, e.g. the BIG registration's download. */
  extra?: ReactNode;
}

/** The controls of an item: edit while editable, remove once expired; and its element id. */
export function itemControls(
  item: { id: number; status: ResumeItemStatus },
  section: RemovableSection,
  path: CvFormSection,
  name: string,
): Pick<ResumeItemRow, 'editHref' | 'removal' | 'name' | 'anchor'> {
  return {
    name,
    anchor: cvItemAnchor(section, item.id),
    editHref: isEditable(item) ? sectionPages[path].edit({ id: item.id }) : undefined,
    removal: isRemoveOnly(item) ? (
      <RemoveResumeItem section={section} id={item.id} name={name} isCompact />
    ) : undefined,
  };
}

export interface ResumeItemSectionProps {
  /** Section title, e.g. 'Werkervaring'. */
  title: string;
  /** The item's noun in the approved and expired messages, e.g. 'werkervaring'. */
  itemName: string;
  /** The add page and its link text. */
  add: { href: string; label: string };
  /** What the section says without items. */
  emptyText: string;
  /** Whether, and why, the section needs attention. */
  attention: SectionAttention;
  /** The section's own attention texts. Default: the overview's general ones. */
  attentionTexts?: { empty: string; items: string };
  /** The items. */
  rows: readonly ResumeItemRow[];
}

/** Whether the row has any control (edit, remove, download). */
function hasActions(row: ResumeItemRow): boolean {
  return row.editHref !== undefined || row.removal !== undefined || row.extra !== undefined;
}

const Text = styled.p`
  margin: 0;
`;

const Content = styled.div`
  display: grid;
  gap: var(--pidz-space-md);
`;

const List = styled.ul`
  ${rowListStyles}
`;

const Item = styled.li`
  ${actionRowStyles}
`;

const Details = styled.div`
  display: grid;
  gap: var(--pidz-space-xs);
  min-width: 0;
  flex: 1 1 18rem;
`;

const Detail = styled.p`
  margin: 0;
  color: var(--pidz-color-grey-600);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--pidz-space-sm);
`;

/**
 * A list section of the CV overview (work experience, education, trainings, registrations,
 * languages): each
 * item with its details, its review status and message, an edit link while it may be changed, a
 * remove button once expired; the add link beside the title; the attention note when needed.
 * Collapses beyond 720 px ('Toon alles' / 'Toon minder').
 */
export function ResumeItemSection({
  title,
  itemName,
  add,
  emptyText,
  attention,
  attentionTexts = {
    empty: messages.overview.sectionEmptyNeedsAttention,
    items: messages.overview.sectionItemsNeedAttention,
  },
  rows,
}: ResumeItemSectionProps) {
  return (
    <ContentSection
      title={title}
      actions={
        <LinkButton href={add.href} variant="secondary" isCompact>
          <Icon icon={plusIcon} size="small" />
          {add.label}
        </LinkButton>
      }
    >
      <Content>
        {attention && (
          <AttentionNote>
            {attention === 'empty' ? attentionTexts.empty : attentionTexts.items}
          </AttentionNote>
        )}
        {rows.length === 0 ? (
          <Text>{emptyText}</Text>
        ) : (
          <List>
            {rows.map((row) => (
              <Item key={row.id} id={row.anchor} tabIndex={-1}>
                <Details>
                  <Heading level={3} size="md" variant="black">
                    {row.title}
                  </Heading>
                  {row.details.map((detail) => (
                    <Detail key={detail}>{detail}</Detail>
                  ))}
                  <StatusRow
                    status={resumeItemStatusWord(row.status)}
                    message={{ itemName, declineReason: row.declined_reason }}
                  />
                </Details>
                {hasActions(row) && (
                  <Actions>
                    {row.extra}
                    {row.editHref && (
                      <LinkButton
                        href={row.editHref}
                        variant="secondary"
                        isCompact
                        aria-label={messages.item.editLabel(row.name)}
                      >
                        <Icon icon={pencilIcon} size="small" />
                        {messages.overview.edit}
                      </LinkButton>
                    )}
                    {row.removal}
                  </Actions>
                )}
              </Item>
            ))}
          </List>
        )}
      </Content>
    </ContentSection>
  );
}
