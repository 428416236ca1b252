import { useSuspenseQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Heading } from '@pidz/ui';
import { oneRecordForm, RecordFormScreen } from '../../../lib/forms/RecordFormScreen';
import { showToast } from '../../../lib/platform/toasts';
import { cvPaths } from '../../../pathsBelow';
import { cvItemAnchor } from '../cvLinks';
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
 * The competencies of one category as one record (the category the route's id names): saving
 * sends each changed competency, shows a toast naming the category and brings the user back to it
 * on the overview.
 */
const competenciesForm = oneRecordForm({
  titles: { edit: messages.editTitle },
  useData: () => useSuspenseQuery(resumeQuery).data,
  find: (resume, id) => findCompetencyGroup(groupCompetencies(resume.competencies), id),
  draftKey: (group) => `cv-competencies:edit:${group.category.id}`,
  labelOf: (group) => group.category.name,
  toValues: initialCompetencyValues,
  useForm: ({ record: group }) => {
    const update = useUpdateCompetency();
    return {
      items: competencyFormItems(group),
      save: async (values: CompetencyFormValues) => {
        // A failure rejects: its toast has been shown, and the form keeps what the user ticked.
        for (const model of toCompetencyModels(group, values)) {
          await update.mutateAsync({ model });
        }
        return group;
      },
    };
  },
  onSaved: (group) =>
    showToast({
      type: 'success',
      title: messages.saved,
      message: messages.savedText(group.category.name),
    }),
  anchorOf: (group) => cvItemAnchor('competencies', group.category.id),
});

/**
 * Edits the competencies of one category (`/cv/competencies/edit/:id`): a checkbox per competency,
 * ticked when the user is 'bekwaam'. Saving sends each changed competency with
 * `competency:updateCompetency` and stores the answers in the cached resume. An unknown category
 * returns to the overview.
 */
export function CompetenciesFormScreen({ id }: CompetenciesFormScreenProps) {
  return (
    <RecordFormScreen
      form={competenciesForm}
      id={id}
      returnTo={`~${cvPaths.overview()}`}
      above={({ record: group }) => (
        <>
          <Heading level={2} size="lg">
            {group.category.name}
          </Heading>
          <Intro>{messages.intro}</Intro>
        </>
      )}
    />
  );
}
