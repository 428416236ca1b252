import { AssetTypeId, type InactiveTask, type TaskCode, type UserType } from '@pidz/contracts';
import { SUPPORT_URL } from '../../config';
import { anchors, paths } from '../../paths';
import { cvPaths } from '../../pathsBelow';
import { profileStepsMessages } from './messages';

/** Where a step is done: a page of the portal (at one element there) or the older site. */
export type StepPlace =
  { kind: 'page'; href: string; anchor?: string } | { kind: 'elsewhere'; href: string };

/** One step of 'Maak je profiel af'. */
export interface ProfileStep {
  code: TaskCode;
  label: string;
  place: StepPlace;
  isDone: boolean;
}

/** How a step shows: for whom, and whether only while it is open (a fix, not a step for all). */
interface StepRule {
  place: StepPlace;
  /** Only for freelancers (agency workers need neither, spec sections 3 and 6). */
  isFreelancerOnly?: boolean;
  /** Shown only while open: done, it was never asked of this user (no BIG function, no declined item). */
  isOnlyWhenOpen?: boolean;
}

const document = (typeId: AssetTypeId): StepPlace => ({
  kind: 'page',
  href: paths.profile.overview(),
  anchor: anchors.document(typeId),
});

/**
 * The activation tasks as steps, in the spec's task order (section 4): the documents, the CV, the
 * payment choice. `missing_assets` sums up the four documents and is no step of its own;
 * `wait_approve_assets` is the office's work, not hers.
 */
/** A task that is a step (its label is in the messages). */
type StepCode = keyof typeof profileStepsMessages.steps;

const STEP_RULES: Record<StepCode, StepRule> = {
  vog_document: { place: document(AssetTypeId.VOG_DOCUMENT) },
  coc_document: { place: document(AssetTypeId.COC_DOCUMENT), isFreelancerOnly: true },
  // Freelancers cannot add the policy here (spec section 6): the step says where, Support.
  insurance_document: { place: { kind: 'elsewhere', href: SUPPORT_URL }, isFreelancerOnly: true },
  complaints_document: {
    place: document(AssetTypeId.COMPLAINTS_DOCUMENT),
    isFreelancerOnly: true,
  },
  invalid_cv: { place: { kind: 'page', href: paths.cv.overview() }, isOnlyWhenOpen: true },
  upload_diploma: { place: { kind: 'page', href: cvPaths.educationAdd() } },
  add_workexperience: { place: { kind: 'page', href: cvPaths.workExperienceAdd() } },
  big_registration: {
    place: { kind: 'page', href: cvPaths.registrationAdd() },
    isOnlyWhenOpen: true,
  },
  add_languageskill_dutch: { place: { kind: 'page', href: cvPaths.languageAdd() } },
  competency_experience: { place: { kind: 'page', href: paths.cv.overview() } },
  no_healthcare_provider_portal: {
    place: { kind: 'page', href: cvPaths.registrationAdd() },
    isOnlyWhenOpen: true,
  },
  set_automatic_payment_choice: {
    place: { kind: 'page', href: paths.profile.bankEdit() },
    isFreelancerOnly: true,
  },
};

const isStepCode = (code: TaskCode): code is StepCode => code in STEP_RULES;

/** The tasks whose being open means the profile is not active yet (the banner 'Activeer je profiel'). */
const ACTIVATION_TASKS: ReadonlySet<TaskCode> = new Set<TaskCode>([
  'missing_assets',
  'vog_document',
  'coc_document',
  'insurance_document',
  'complaints_document',
]);

/**
 * The steps of 'Maak je profiel af' from the user's tasks (`freelancer:getInactiveTaskList`, done
 * ones included), or none when her profile is active (no activation task open): the card then
 * does not show.
 */
export function profileSteps(tasks: readonly InactiveTask[], userType: UserType): ProfileStep[] {
  if (!tasks.some((task) => !task.is_completed && ACTIVATION_TASKS.has(task.code))) return [];
  return tasks.flatMap(({ code, is_completed: isDone }) => {
    if (!isStepCode(code)) return [];
    const rule = STEP_RULES[code];
    if (rule.isFreelancerOnly && userType !== 'freelancer') return [];
    if (rule.isOnlyWhenOpen && isDone) return [];
    return [{ code, label: profileStepsMessages.steps[code], place: rule.place, isDone }];
  });
}
