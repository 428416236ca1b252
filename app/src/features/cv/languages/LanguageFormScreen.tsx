import { useMemo } from 'react';
import styled from 'styled-components';
import { Redirect, useLocation } from 'wouter';
import type { Language, LanguageSkill, Resume } from '@pidz/contracts';
import { Form, StatusRow } from '@pidz/ui';
import { LoadingState, Page } from '../../../lib/Page';
import { callWithToast } from '../../../lib/rpc';
import { showToast } from '../../../lib/toasts';
import { resumeItemStatusWord } from '../../../lib/uiWords';
import { cvPath } from '../CvLink';
import { LoadFailed } from '../LoadFailed';
import { cvMessages } from '../messages';
import { findEditableItem } from '../resumeItems';
import { useLoad } from '../useLoad';
import {
  initialLanguageValues,
  languageFormItems,
  languageOptions,
  toSkillLevel,
  type LanguageFormValues,
} from './languageForm';
import { RemoveLanguage } from './RemoveLanguage';

const messages = cvMessages.languages;

const Panel = styled.div`
  display: grid;
  gap: var(--pidz-space-lg);
  max-width: 40rem;
  padding: var(--pidz-space-lg);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-white);
`;

const RemoveArea = styled.div`
  padding-top: var(--pidz-space-md);
  border-top: 1px solid var(--pidz-color-grey-200);
`;

interface LanguageFormData {
  languages: Language[];
  resume: Resume;
}

/** The language list and the resume (the languages already on it, and the skill being edited). */
async function loadLanguageFormData(): Promise<LanguageFormData> {
  const [languages, resume] = await Promise.all([
    callWithToast((client) => client.language.getAll()),
    callWithToast((client) => client.resume.getResume()),
  ]);
  return { languages, resume };
}

export interface LanguageFormScreenProps {
  /** The `:id` of `/cv/languages/edit/:id`; absent on `/cv/languages/add`. */
  skillId?: string;
}

/**
 * Adds (`/cv/languages/add`) or edits (`/cv/languages/edit/:id`) a language skill. Loads the
 * languages and the resume first; an edit id that is unknown, or names a skill that may no longer
 * be changed, returns to the CV overview (replacing the history entry).
 */
export function LanguageFormScreen({ skillId }: LanguageFormScreenProps) {
  const data = useLoad(loadLanguageFormData);
  const isEdit = skillId !== undefined;
  return (
    <Page title={isEdit ? messages.editTitle : messages.addTitle}>
      {data.status === 'loading' && <LoadingState />}
      {data.status === 'failed' && <LoadFailed onRetry={data.reload} />}
      {data.status === 'loaded' && <LoadedLanguageForm skillId={skillId} {...data.data} />}
    </Page>
  );
}

interface LoadedLanguageFormProps extends LanguageFormData {
  skillId: string | undefined;
}

function LoadedLanguageForm({ skillId, languages, resume }: LoadedLanguageFormProps) {
  const [, navigate] = useLocation();
  const skill = findEditableItem(resume.languages, skillId);
  const items = useMemo(
    () => languageFormItems(languageOptions(languages, resume.languages, skill)),
    [languages, resume.languages, skill],
  );

  if (skillId !== undefined && !skill) return <Redirect to={cvPath()} replace />;

  const backToOverview = () => navigate(cvPath());

  const save = async ({ language, skillLevel }: LanguageFormValues) => {
    // The form calls this only when both fields passed their required rules.
    if (language === null || skillLevel === null) return;
    const model = { language_uuid: language, skill_level: toSkillLevel(skillLevel) };
    let saved: LanguageSkill;
    try {
      saved = await callWithToast((client) =>
        skill
          ? client.language_skill.update({ languageSkillModel: { id: skill.id, ...model } })
          : client.language_skill.create({ languageSkillModel: model }),
      );
    } catch {
      // callWithToast showed the error toast; the form keeps what the user entered.
      return;
    }
    showToast({
      type: 'success',
      title: messages.saved,
      message: messages.savedText(saved.language_name),
    });
    backToOverview();
  };

  return (
    <Panel>
      {skill && (
        <StatusRow
          status={resumeItemStatusWord(skill.status)}
          message={{ itemName: messages.itemName, declineReason: skill.declined_reason }}
        />
      )}
      <Form<LanguageFormValues>
        aria-label={skill ? messages.editTitle : messages.addTitle}
        items={items}
        defaultValues={initialLanguageValues(skill)}
        onSubmit={save}
        onCancel={backToOverview}
      />
      {skill && (
        <RemoveArea>
          <RemoveLanguage skill={skill} onRemoved={backToOverview} />
        </RemoveArea>
      )}
    </Panel>
  );
}
