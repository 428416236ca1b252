import styled from 'styled-components';
import { ContentSection } from '@pidz/ui';
import type { SectionAttention } from '../resumeItems';
import { AttentionNote } from './AttentionNote';

export interface TagSectionProps {
  /** Section title: 'Functies' or 'Sectoren'. */
  title: string;
  /** The names to show (an id the lookup does not know already reads 'onbekende ...'). */
  names: readonly string[];
  /** What the section says without names. */
  emptyText: string;
  /** Whether the section needs attention (when empty). */
  attention: SectionAttention;
  /** What the attention note says, and the action that resolves it. */
  attentionNote: { text: string; action: { href: string; label: string } };
}

const Content = styled.div`
  display: grid;
  gap: var(--pidz-space-md);
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--pidz-space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tag = styled.li`
  padding: var(--pidz-space-xs) var(--pidz-space-md);
  border-radius: var(--pidz-radius-round);
  color: var(--pidz-color-blue);
  background: var(--pidz-color-blue-light);
  font-weight: 600;
`;

const Text = styled.p`
  margin: 0;
`;

/**
 * The functions or sectors of the resume, as a row of tags; when empty, a note with where they come
 * from and its action (they are not set on the CV itself).
 */
export function TagSection({ title, names, emptyText, attention, attentionNote }: TagSectionProps) {
  return (
    <ContentSection title={title}>
      <Content>
        {attention && (
          <AttentionNote action={attentionNote.action}>{attentionNote.text}</AttentionNote>
        )}
        {names.length === 0 ? (
          <Text>{emptyText}</Text>
        ) : (
          <Tags>
            {names.map((name, index) => (
              <Tag key={`${name}-${index}`} data-badge>
                {name}
              </Tag>
            ))}
          </Tags>
        )}
      </Content>
    </ContentSection>
  );
}
