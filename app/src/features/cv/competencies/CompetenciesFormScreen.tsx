import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Redirect, useLocation } from 'wouter';
import { FormPanel, Heading } from '@pidz/ui';
import { Page } from '../../../lib/Page';
import { QueryBoundary } from '../../../lib/QueryBoundary';
import { ScreenForm } from '../../../lib/ScreenForm';
import { rememberSavedRecord } from '../../../lib/savedRecord';
import { showToast } from '../../../lib/toasts';
import { CV_OVERVIEW, cvItemAnchor } from '../cvPaths';
import { cvScreenMessages } from '../messages';
import { resumeQuery, useUpdateCompetency } from '../api';
import {
  competencyFormItems,
  findCompetencyGroup,
  groupCompetencies,
  initialCompetencyValues,
  toCompetencyModels,
  type CompetencyFormValues,
} from './competencyForm';

const messages = cvScreenMessages.competencies;

const Intro = styled.p`
  margin: 0;
  color: var(--pidz-color-grey-600);
`;

export interface CompetenciesFormScreenProps {
  /** The `:id` of `/cv/competencies/edit/:id`: a competency category id. */
  id?: string;
}

/**
 * Edits the competencies of one category (`/cv/competencies/edit/:id`): a checkbox per competency,
 * ticked when the user is 'bekwaam'. Saving sends each changed competency with
 * `competency:updateCompetency` and stores the answers in the cached resume. An unknown category
 * returns to the overview.
 */
export function CompetenciesFormScreen({ id }: CompetenciesFormScreenProps) {
  return (
    <Page title={messages.editTitle}>
      <QueryBoundary>
        <CompetenciesForm id={id} />
      </QueryBoundary>
    </Page>
  );
}

function CompetenciesForm({ id }: CompetenciesFormScreenProps) {
  const [, navigate] = useLocation();
  const { data: resume } = useSuspenseQuery(resumeQuery);
  const group = findCompetencyGroup(groupCompetencies(resume.competencies), id);
  const items = useMemo(() => (group ? competencyFormItems(group) : []), [group]);
  const update = useUpdateCompetency();

  if (!group) return <Redirect to={CV_OVERVIEW} replace />;

  const save = async (values: CompetencyFormValues) => {
    // A failure rejects: its toast has been shown, and the form keeps what the user ticked.
    for (const model of toCompetencyModels(group, values)) {
      await update.mutateAsync({ model });
    }
    showToast({
      type: 'success',
      title: messages.saved,
      message: messages.savedText(group.category.name),
    });
    rememberSavedRecord(cvItemAnchor('competencies', group.category.id));
    navigate(CV_OVERVIEW);
  };

  return (
    <FormPanel>
      <Heading level={2} size="lg">
        {group.category.name}
      </Heading>
      <Intro>{messages.intro}</Intro>
      <ScreenForm<CompetencyFormValues>
        draftKey={`cv-competencies:edit:${group.category.id}`}
        aria-label={group.category.name}
        items={items}
        defaultValues={initialCompetencyValues(group)}
        onSubmit={save}
        onCancel={() => navigate(CV_OVERVIEW)}
      />
    </FormPanel>
  );
}
