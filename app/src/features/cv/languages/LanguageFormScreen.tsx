import { useMemo } from 'react';
import { useQueryClient, useSuspenseQueries } from '@tanstack/react-query';
import { Redirect, useLocation } from 'wouter';
import { FormPanel, StatusRow } from '@pidz/ui';
import { Page } from '../../../lib/Page';
import { rpcQuery, useRpcMutation } from '../../../lib/queries';
import { QueryBoundary } from '../../../lib/QueryBoundary';
import { ScreenForm } from '../../../lib/ScreenForm';
import { showToast } from '../../../lib/toasts';
import { resumeItemStatusWord } from '../../../lib/uiWords';
import { CV_OVERVIEW } from '../cvPaths';
import { cvMessages } from '../messages';
import { resumeQuery, storeResumeItem } from '../resume';
import { findEditableItem } from '../resumeItems';
import {
  initialLanguageValues,
  languageFormItems,
  languageOptions,
  toSkillLevel,
  type LanguageFormValues,
} from './languageForm';
import { RemoveResumeItem } from '../RemoveResumeItem';

const messages = cvMessages.languages;

export interface LanguageFormScreenProps {
  /** The `:id` of `/cv/languages/edit/:id`; absent on `/cv/languages/add`. */
  skillId?: string;
}

/**
 * Adds (`/cv/languages/add`) or edits (`/cv/languages/edit/:id`) a language skill. Loads the
 * languages (once per session) and the resume first; an edit id that is unknown, or names a skill
 * that may no longer be changed, returns to the CV overview (replacing the history entry).
 */
export function LanguageFormScreen({ skillId }: LanguageFormScreenProps) {
  return (
    <Page title={skillId === undefined ? messages.addTitle : messages.editTitle}>
      <QueryBoundary>
        <LanguageForm skillId={skillId} />
      </QueryBoundary>
    </Page>
  );
}

function LanguageForm({ skillId }: LanguageFormScreenProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [{ data: languages }, { data: resume }] = useSuspenseQueries({
    queries: [rpcQuery('language:getAll'), resumeQuery],
  });
  const skill = findEditableItem(resume.languages, skillId);
  const items = useMemo(
    () => languageFormItems(languageOptions(languages, resume.languages, skill)),
    [languages, resume.languages, skill],
  );
  const onSaved = {
    onSuccess: (saved: (typeof resume.languages)[number]) => {
      storeResumeItem(queryClient, 'languages', saved);
      showToast({
        type: 'success',
        title: messages.saved,
        message: messages.savedText(saved.language_name),
      });
      navigate(CV_OVERVIEW);
    },
  };
  const create = useRpcMutation('language_skill:create', onSaved);
  const update = useRpcMutation('language_skill:update', onSaved);

  if (skillId !== undefined && !skill) return <Redirect to={CV_OVERVIEW} replace />;

  const backToOverview = () => navigate(CV_OVERVIEW);

  const save = async ({ language, skillLevel }: LanguageFormValues) => {
    // The form calls this only when both fields passed their required rules.
    if (language === null || skillLevel === null) return;
    const model = { language_uuid: language, skill_level: toSkillLevel(skillLevel) };
    await (skill
      ? update.mutateAsync({ languageSkillModel: { id: skill.id, ...model } })
      : create.mutateAsync({ languageSkillModel: model }));
  };

  return (
    <FormPanel
      footer={
        skill && (
          <RemoveResumeItem
            section="languages"
            id={skill.id}
            name={skill.language_name}
            onRemoved={backToOverview}
          />
        )
      }
    >
      {skill && (
        <StatusRow
          status={resumeItemStatusWord(skill.status)}
          message={{ itemName: messages.itemName, declineReason: skill.declined_reason }}
        />
      )}
      <ScreenForm<LanguageFormValues>
        draftKey={`cv-language:${skill ? `edit:${skill.id}` : 'add'}`}
        aria-label={skill ? messages.editTitle : messages.addTitle}
        items={items}
        defaultValues={initialLanguageValues(skill)}
        onSubmit={save}
        onCancel={backToOverview}
      />
    </FormPanel>
  );
}
