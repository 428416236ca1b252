import styled from 'styled-components';
import type { Competency } from '@pidz/contracts';
import {
  actionRowStyles,
  ContentSection,
  Heading,
  Icon,
  LinkButton,
  pencilIcon,
  rowListStyles,
} from '@pidz/ui';
import { competencyCategoryLabel, groupCompetencies } from '../competencies/competencyForm';
import { cvPaths } from '../../../pathsBelow';
import { cvItemAnchor } from '../cvLinks';
import { cvFormMessages, cvScreenMessages } from '../messages';

const messages = cvScreenMessages.competencies;
const labels = cvFormMessages.competencies;

export interface CompetenciesSectionProps {
  /** The resume's competencies (every competency type, experienced or not). */
  competencies: readonly Competency[];
}

const List = styled.ul`
  ${rowListStyles}
`;

const Item = styled.li`
  ${actionRowStyles}
  align-items: center;
`;

const Details = styled.div`
  display: grid;
  gap: var(--pidz-space-xs);
  justify-items: start;
`;

const Label = styled.span`
  padding: 0 var(--pidz-space-sm);
  border: 1px solid currentColor;
  border-radius: var(--pidz-radius-round);
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.75;
  color: var(--pidz-color-grey-600);

  &[data-level='all'] {
    color: var(--pidz-color-green);
    background: var(--pidz-color-green-light);
  }
  &[data-level='some'] {
    color: var(--pidz-color-orange);
    background: var(--pidz-color-orange-light);
  }
`;

const Text = styled.p`
  margin: 0;
`;

function levelOf(label: string): 'all' | 'some' | 'none' {
  if (label === labels.allExperienced) return 'all';
  if (label === labels.someExperienced) return 'some';
  return 'none';
}

/**
 * The 'Bekwaamheden' section: per category (as the server groups them) 'Bekwaam', 'Deels bekwaam'
 * or 'Niet bekwaam', and a link to edit the category.
 */
export function CompetenciesSection({ competencies }: CompetenciesSectionProps) {
  const groups = groupCompetencies(competencies);
  return (
    <ContentSection title={messages.sectionTitle}>
      {groups.length === 0 ? (
        <Text>{messages.empty}</Text>
      ) : (
        <List>
          {groups.map(({ category, competencies: inCategory }) => {
            const label = competencyCategoryLabel(inCategory);
            return (
              <Item key={category.id} id={cvItemAnchor('competencies', category.id)} tabIndex={-1}>
                <Details>
                  <Heading level={3} size="md" variant="black">
                    {category.name}
                  </Heading>
                  <Label data-level={levelOf(label)}>{label}</Label>
                </Details>
                <LinkButton
                  href={cvPaths.competenciesEdit({ id: category.id })}
                  variant="secondary"
                  isCompact
                  aria-label={messages.editLabel(category.name)}
                >
                  <Icon icon={pencilIcon} size="small" />
                  {cvScreenMessages.overview.edit}
                </LinkButton>
              </Item>
            );
          })}
        </List>
      )}
    </ContentSection>
  );
}
