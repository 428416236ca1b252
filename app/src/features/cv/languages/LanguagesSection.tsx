import type { LanguageSkill } from '@pidz/contracts';
import { cvPaths } from '../../../pathsBelow';
import { cvMessages, skillLevelLabels } from '../messages';
import { ResumeItemSection, itemControls } from '../overview/ResumeItemSection';
import { sectionAttention } from '../resumeItems';

const messages = cvMessages.languages;

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
  return (
    <ResumeItemSection
      title={messages.sectionTitle}
      itemName={messages.itemName}
      add={{ href: cvPaths.languageAdd(), label: messages.add }}
      emptyText={messages.empty}
      attention={sectionAttention(skills)}
      attentionTexts={{ empty: messages.emptyNeedsAttention, items: messages.itemsNeedAttention }}
      rows={skills.map((skill) => ({
        id: skill.id,
        status: skill.status,
        declined_reason: skill.declined_reason,
        title: skill.language_name,
        details: [`${messages.level}: ${skillLevelLabels[skill.skill_level]}`],
        ...itemControls(skill, 'languages', 'languages', skill.language_name),
      }))}
    />
  );
}
