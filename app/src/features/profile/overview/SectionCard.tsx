import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Heading, LinkButton } from '@pidz/ui';
import { profileMessages, type ProfileSection } from '../messages';

const texts = profileMessages.overview;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--pidz-space-sm);
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: var(--pidz-space-xs) var(--pidz-space-md);
  margin: 0;

  & > dt {
    color: var(--pidz-color-grey-600);
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** One line of a section: a label and its value ('Niet ingevuld' when empty). */
export interface DetailLine {
  label: string;
  value: ReactNode;
}

export interface SectionCardProps {
  /** The section: its heading and its edit page (`/settings/profile/<section>/edit`). */
  section: ProfileSection;
  /** The lines of the section, in order. */
  lines: readonly DetailLine[];
}

/** A section of the profile overview: its heading, its edit link and its details. */
export function SectionCard({ section, lines }: SectionCardProps) {
  const title = profileMessages.sections[section];
  return (
    <Card as="section" aria-label={title}>
      <Header>
        <Heading level={2} size="lg">
          {title}
        </Heading>
        <LinkButton
          href={`/settings/profile/${section}/edit`}
          variant="secondary"
          isCompact
          aria-label={texts.editLabel(title)}
        >
          {texts.edit}
        </LinkButton>
      </Header>
      <List>
        {lines.map(({ label, value }) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>
              {value === null || value === undefined || value === '' ? texts.notFilled : value}
            </dd>
          </Fragment>
        ))}
      </List>
    </Card>
  );
}
