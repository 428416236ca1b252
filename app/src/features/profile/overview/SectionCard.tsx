import type { ReactNode } from 'react';
import { ContentSection, LinkButton } from '@pidz/ui';
import { paths } from '../../../paths';
import { FactList } from '../../../lib/screen/FactList';
import { profileMessages, type ProfileSection } from '../messages';

const texts = profileMessages.overview;

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
    <ContentSection
      title={title}
      actions={
        <LinkButton
          href={paths.profile[`${section}Edit`]()}
          variant="secondary"
          isCompact
          aria-label={texts.editLabel(title)}
        >
          {texts.edit}
        </LinkButton>
      }
    >
      <FactList
        facts={lines.map(({ label, value }) => ({
          label,
          value: value === null || value === undefined || value === '' ? texts.notFilled : value,
        }))}
      />
    </ContentSection>
  );
}
