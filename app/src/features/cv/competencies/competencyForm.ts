import type { Competency, CompetencyCategory, CompetencyUpdate } from '@pidz/contracts';
import type { FormItem } from '@pidz/ui';
import { cvFormMessages } from '../messages';

const messages = cvFormMessages.competencies;

/** The competencies of one category, in the order the server gives them. */
export interface CompetencyGroup {
  category: CompetencyCategory;
  competencies: Competency[];
}

/**
 * The competencies grouped per category (`type.category`), the categories in the order in which
 * the server first names them and the competencies in the server's order within each.
 */
export function groupCompetencies(competencies: readonly Competency[]): CompetencyGroup[] {
  const groups = new Map<number, CompetencyGroup>();
  for (const competency of competencies) {
    const { category } = competency.type;
    const group = groups.get(category.id) ?? { category, competencies: [] };
    group.competencies.push(competency);
    groups.set(category.id, group);
  }
  return [...groups.values()];
}

/**
 * The category's label (spec section 3): 'Bekwaam' when every competency is experienced, 'Niet
 * bekwaam' when none is (also for a category without competencies), otherwise 'Deels bekwaam'.
 */
export function competencyCategoryLabel(competencies: readonly Competency[]): string {
  const experienced = competencies.filter((competency) => competency.is_experienced).length;
  if (experienced === 0) return messages.noneExperienced;
  if (experienced === competencies.length) return messages.allExperienced;
  return messages.someExperienced;
}

/**
 * The group of the route `/cv/competencies/edit/:id` (the category id), or `undefined` when the
 * id is not a number or names no category.
 */
export function findCompetencyGroup(
  groups: readonly CompetencyGroup[],
  idParam: string | undefined,
): CompetencyGroup | undefined {
  if (idParam === undefined || !/^\d+$/.test(idParam)) return undefined;
  const id = Number(idParam);
  return groups.find((group) => group.category.id === id);
}

/** The values of a category's edit form: whether each competency is experienced, by competency id. */
export type CompetencyFormValues = Record<string, boolean>;

/** The form's start values: each competency of the category as the server has it. */
export function initialCompetencyValues(group: CompetencyGroup): CompetencyFormValues {
  return Object.fromEntries(
    group.competencies.map((competency) => [String(competency.id), competency.is_experienced]),
  );
}

/** The description of a category's edit form: one checkbox per competency ('bekwaam' or not). */
export function competencyFormItems(group: CompetencyGroup): FormItem<CompetencyFormValues>[] {
  return group.competencies.map((competency) => ({
    kind: 'checkbox',
    name: String(competency.id),
    label: competency.type.name,
  }));
}

/**
 * The models for `competency:updateCompetency` (one call per competency): those whose value the
 * user changed, in the category's order.
 */
export function toCompetencyModels(
  group: CompetencyGroup,
  values: CompetencyFormValues,
): CompetencyUpdate[] {
  return group.competencies.flatMap((competency) => {
    const isExperienced = values[String(competency.id)] ?? competency.is_experienced;
    return isExperienced === competency.is_experienced
      ? []
      : [{ id: competency.id, is_experienced: isExperienced }];
  });
}
