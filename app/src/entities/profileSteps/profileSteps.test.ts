import { describe, expect, it } from 'vitest';
import type { InactiveTask, TaskCode } from '@pidz/contracts';
import { profileSteps } from './profileSteps';

const tasks = (open: readonly TaskCode[], done: readonly TaskCode[] = []): InactiveTask[] => [
  ...open.map((code) => ({ code, is_completed: false })),
  ...done.map((code) => ({ code, is_completed: true })),
];

const newFreelancer: TaskCode[] = [
  'missing_assets',
  'vog_document',
  'coc_document',
  'insurance_document',
  'complaints_document',
  'upload_diploma',
  'add_workexperience',
  'add_languageskill_dutch',
  'competency_experience',
  'set_automatic_payment_choice',
];

describe('profileSteps', () => {
  it('names a new freelancer’s steps in task order, none done, missing_assets no step of its own', () => {
    const steps = profileSteps(tasks(newFreelancer), 'freelancer');
    expect(steps.map((step) => step.code)).toEqual(newFreelancer.slice(1));
    expect(steps.every((step) => !step.isDone)).toBe(true);
  });

  it('ticks the done steps, and leaves out a done fix that was never asked (BIG, declined CV)', () => {
    const steps = profileSteps(
      tasks(['vog_document'], ['add_workexperience', 'big_registration', 'invalid_cv']),
      'freelancer',
    );
    expect(steps.map((step) => [step.code, step.isDone])).toEqual([
      ['vog_document', false],
      ['add_workexperience', true],
    ]);
  });

  it('shows an open fix (a declined CV item, a missing BIG registration)', () => {
    const steps = profileSteps(
      tasks(['vog_document', 'invalid_cv', 'big_registration']),
      'freelancer',
    );
    expect(steps.map((step) => step.code)).toEqual([
      'vog_document',
      'invalid_cv',
      'big_registration',
    ]);
  });

  it('gives an agency worker only what is asked of one (no CoC, policy, complaints or payment choice)', () => {
    const steps = profileSteps(
      tasks(
        ['missing_assets', 'vog_document'],
        ['coc_document', 'insurance_document', 'set_automatic_payment_choice'],
      ),
      'agency_worker',
    );
    expect(steps.map((step) => step.code)).toEqual(['vog_document']);
  });

  it('has no steps once the profile is active (no activation task open)', () => {
    expect(
      profileSteps(
        tasks(['invalid_cv', 'upload_diploma'], newFreelancer.slice(0, 5)),
        'freelancer',
      ),
    ).toEqual([]);
  });

  it('leads each step to where it is done: the policy to Support, a document to its card', () => {
    const steps = profileSteps(tasks(newFreelancer), 'freelancer');
    const place = (code: TaskCode) => steps.find((step) => step.code === code)?.place;
    expect(place('insurance_document')).toEqual({
      kind: 'elsewhere',
      href: expect.stringMatching(/\/support$/),
    });
    expect(place('coc_document')).toEqual({
      kind: 'page',
      href: '/settings/profile',
      anchor: 'document-17',
    });
    expect(place('upload_diploma')).toEqual({ kind: 'page', href: '/cv/education/add' });
    expect(place('set_automatic_payment_choice')).toEqual({
      kind: 'page',
      href: '/settings/profile/bank/edit',
    });
  });
});
