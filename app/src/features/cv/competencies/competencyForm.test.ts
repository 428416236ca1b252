import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Competency, CompetencyCategory } from '@pidz/contracts';
import {
  competencyCategoryLabel,
  competencyFormItems,
  findCompetencyGroup,
  groupCompetencies,
  initialCompetencyValues,
  toCompetencyModels,
} from './competencyForm';

const medical: CompetencyCategory = { id: 1, name: 'Medisch-technische handelingen' };
const care: CompetencyCategory = { id: 2, name: 'Persoonlijke verzorging' };

const competency = (
  id: number,
  name: string,
  category: CompetencyCategory,
  is_experienced: boolean,
): Competency => ({ id, is_experienced, type: { id: id - 800, name, category } });

const competencies = [
  competency(801, 'Injecteren', medical, true),
  competency(806, 'Hulp bij ADL', care, false),
  competency(802, 'Katheteriseren', medical, false),
  competency(807, 'Tillen met hulpmiddelen', care, false),
];

describe('competencies per category', () => {
  it('groups them as the server gives them: categories in first-seen order', () => {
    const groups = groupCompetencies(competencies);
    expect(groups.map((group) => group.category)).toEqual([medical, care]);
    expect(groups.map((group) => group.competencies.map((item) => item.id))).toEqual([
      [801, 802],
      [806, 807],
    ]);
    expect(groupCompetencies([])).toEqual([]);
  });

  it("labels a category 'Bekwaam', 'Niet bekwaam' or 'Deels bekwaam'", () => {
    const [medicalGroup, careGroup] = groupCompetencies(competencies);
    expect(competencyCategoryLabel(medicalGroup?.competencies ?? [])).toBe('Deels bekwaam');
    expect(competencyCategoryLabel(careGroup?.competencies ?? [])).toBe('Niet bekwaam');
    expect(competencyCategoryLabel([competency(801, 'Injecteren', medical, true)])).toBe('Bekwaam');
  });

  it('labels by how many are experienced, for any category', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }), (flags) => {
        const items = flags.map((flag, index) => competency(900 + index, 'X', care, flag));
        const experienced = flags.filter(Boolean).length;
        const expected =
          experienced === 0
            ? 'Niet bekwaam'
            : experienced === flags.length
              ? 'Bekwaam'
              : 'Deels bekwaam';
        expect(competencyCategoryLabel(items)).toBe(expected);
      }),
    );
  });

  it('finds the category of an edit route, and nothing for an unknown or odd id', () => {
    const groups = groupCompetencies(competencies);
    expect(findCompetencyGroup(groups, '2')?.category).toEqual(care);
    expect(findCompetencyGroup(groups, '3')).toBeUndefined();
    expect(findCompetencyGroup(groups, '2a')).toBeUndefined();
    expect(findCompetencyGroup(groups, undefined)).toBeUndefined();
  });
});

describe('the competency edit form', () => {
  const [medicalGroup] = groupCompetencies(competencies);
  if (!medicalGroup) throw new Error('no medical group');

  it('has one checkbox per competency of the category, named by its id', () => {
    expect(competencyFormItems(medicalGroup)).toEqual([
      { kind: 'checkbox', name: '801', label: 'Injecteren' },
      { kind: 'checkbox', name: '802', label: 'Katheteriseren' },
    ]);
    expect(initialCompetencyValues(medicalGroup)).toEqual({ '801': true, '802': false });
  });

  it('saves only what changed, one model per competency for competency:updateCompetency', () => {
    const values = initialCompetencyValues(medicalGroup);
    expect(toCompetencyModels(medicalGroup, values)).toEqual([]);
    expect(toCompetencyModels(medicalGroup, { ...values, '801': false, '802': true })).toEqual([
      { id: 801, is_experienced: false },
      { id: 802, is_experienced: true },
    ]);
    expect(toCompetencyModels(medicalGroup, { '802': true })).toEqual([
      { id: 802, is_experienced: true },
    ]);
  });
});
