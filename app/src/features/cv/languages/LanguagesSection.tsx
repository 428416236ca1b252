import styled from 'styled-components';
import type { LanguageSkill } from '@pidz/contracts';
import { ContentSection, Heading, Icon, LinkButton, StatusRow } from '@pidz/ui';
import { resumeItemStatusWord } from '../../../lib/uiWords';
import { cvAddHref, cvEditHref } from '../cvPaths';
import { AttentionNote } from '../overview/AttentionNote';
import { cvMessages, skillLevelLabels } from '../messages';
import { isEditable, isRemoveOnly, sectionAttention } from '../resumeItems';
import { RemoveResumeItem } from '../RemoveResumeItem';

const messages = cvMessages.languages;

const Content = styled.div`
  display: grid;
  gap: var(--pidz-space-md);
`;

const Text = styled.p`
  margin: 0;
`;

const List = styled.ul`
  display: grid;
  gap: var(--pidz-space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--pidz-space-sm) var(--pidz-space-md);
  padding: var(--pidz-space-md);
  border: 1px solid var(--pidz-color-grey-200);
  border-radius: var(--pidz-radius-md);
`;

const Details = styled.div`
  display: grid;
  gap: var(--pidz-space-xs);
  min-width: 0;
`;

const Level = styled.p`
  margin: 0;
  color: var(--pidz-color-grey-600);
`;

export interface LanguagesSectionProps {
  /** The resume's language skills. */
  skills: readonly LanguageSkill[];
}

/**
 * The 'Talen' section of the CV overview: each language with its level and review status
 * (with the status message of spec section 4), an edit link while it may still be changed, a
 * remove button for an expired one, and 'Taal toevoegen'. Says so when the section needs attention.
 */
export function LanguagesSection({ skills }: LanguagesSectionProps) {
  const attention = sectionAttention(skills);
  return (
    <ContentSection
      title={messages.sectionTitle}
      actions={
        <LinkButton href={cvAddHref('languages')} variant="secondary" isCompact>
          <Icon name="plus" size="small" />
          {messages.add}
        </LinkButton>
      }
    >
      <Content>
        {attention && (
          <AttentionNote>
            {attention === 'empty' ? messages.emptyNeedsAttention : messages.itemsNeedAttention}
          </AttentionNote>
        )}
        {skills.length === 0 ? (
          <Text>{messages.empty}</Text>
        ) : (
          <List>
            {skills.map((skill) => (
              <Item key={skill.id}>
                <Details>
                  <Heading level={3} size="md" variant="black">
                    {skill.language_name}
                  </Heading>
                  <Level>
                    {messages.level}: {skillLevelLabels[skill.skill_level]}
                  </Level>
                  <StatusRow
                    status={resumeItemStatusWord(skill.status)}
                    message={{ itemName: messages.itemName, declineReason: skill.declined_reason }}
                  />
                </Details>
                {isEditable(skill) && (
                  <LinkButton
                    href={cvEditHref('languages', skill.id)}
                    variant="secondary"
                    isCompact
                    aria-label={messages.editLabel(skill.language_name)}
                  >
                    <Icon name="pencil" size="small" />
                    {messages.edit}
                  </LinkButton>
                )}
                {isRemoveOnly(skill) && (
                  <RemoveResumeItem
                    section="languages"
                    id={skill.id}
                    name={skill.language_name}
                    isCompact
                  />
                )}
              </Item>
            ))}
          </List>
        )}
      </Content>
    </ContentSection>
  );
}
