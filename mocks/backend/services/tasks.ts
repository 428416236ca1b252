/**
 * The freelancer's tasks (getInactiveTaskList, the dashboard's banners): whether each is done,
 * derived from the mock's state as far as the server's rules are known.
 */
import {
  AssetTypeId,
  RegistrationTypeId,
  ResumeItemStatus,
  type InactiveTask,
  type TaskCode,
} from '@pidz/contracts';
import { contractSchemas } from '../../handlers/generated/methods.ts';
import type { BackendState } from '../state.ts';

/** Functions that need a BIG registration (verpleegkundigen). */
const BIG_FUNCTIONS: readonly number[] = [1, 4, 8, 9, 10];
/** Asset types a freelancer must have: insurance, CoC, VOG, complaints, insurance payment proof. */
const FREELANCER_ASSET_TYPES: readonly AssetTypeId[] = [
  AssetTypeId.INSURANCE_DOCUMENT,
  AssetTypeId.COC_DOCUMENT,
  AssetTypeId.VOG_DOCUMENT,
  AssetTypeId.COMPLAINTS_DOCUMENT,
  AssetTypeId.INSURANCE_PAYMENT_PROOF,
];
/** An agency worker only needs a VOG. */
const AGENCY_WORKER_ASSET_TYPES: readonly AssetTypeId[] = [AssetTypeId.VOG_DOCUMENT];

function hasValidAsset(state: BackendState, typeId: AssetTypeId): boolean {
  return state.assets.some(
    (asset) =>
      asset.type.id === typeId && asset.status !== 'expired' && asset.status !== 'disapproved',
  );
}

/** Whether each task is done, derived from the state (the server's rules as far as we know them). */
function taskCompletion(state: BackendState): Record<TaskCode, boolean> {
  const { resume, assets, profile } = state;
  const isFreelancer = profile.user_type === 'freelancer';
  const requiredAssets = isFreelancer ? FREELANCER_ASSET_TYPES : AGENCY_WORKER_ASSET_TYPES;
  const resumeItems = [
    ...resume.workExperience,
    ...resume.educations,
    ...resume.trainings,
    ...resume.registrations,
    ...resume.languages,
  ];
  const resumeHas = (status: ResumeItemStatus) =>
    resumeItems.some((item) => item.status === status);
  const assetsHave = (status: string) => assets.some((asset) => asset.status === status);
  const needsAsset = (typeId: AssetTypeId) =>
    requiredAssets.includes(typeId) && !hasValidAsset(state, typeId);
  return {
    unsubscribed: !state.inactiveReasons.unsubscribed,
    manual_inactive: !state.inactiveReasons.manual_inactive,
    timezone: true,
    missing_assets: !requiredAssets.some(needsAsset),
    vog_document: !needsAsset(AssetTypeId.VOG_DOCUMENT),
    coc_document: !needsAsset(AssetTypeId.COC_DOCUMENT),
    insurance_document: !needsAsset(AssetTypeId.INSURANCE_DOCUMENT),
    complaints_document: !needsAsset(AssetTypeId.COMPLAINTS_DOCUMENT),
    invalid_cv: !resumeHas(ResumeItemStatus.DECLINED),
    upload_diploma: resume.educations.length > 0,
    add_workexperience: resume.workExperience.length > 0,
    big_registration:
      !resume.functions.some((id) => BIG_FUNCTIONS.includes(id)) ||
      resume.registrations.some((registration) => registration.type.id === RegistrationTypeId.BIG),
    add_languageskill_dutch: resume.languages.some((skill) => skill.language_name === 'Nederlands'),
    competency_experience: resume.competencies.some((competency) => competency.is_experienced),
    no_healthcare_provider_portal: true,
    renew_assets: !assetsHave('expired'),
    profile_files_expired: !assetsHave('expired'),
    resume_items_expired: !resumeHas(3),
    dashboard_expired: !assetsHave('expired') && !resumeHas(3),
    profile_files_nearly_expired: !assetsHave('nearing_expiration_date'),
    resume_items_nearly_expired: !resumeHas(4),
    dashboard_nearly_expired: !assetsHave('nearing_expiration_date') && !resumeHas(4),
    set_automatic_payment_choice: !isFreelancer || profile.incasso_organisation !== null,
    wait_approve_assets: !assetsHave('new'),
  };
}

/** Every task in banner priority order (the order of the contract's TaskCode enum). */
export function inactiveTasks(state: BackendState): InactiveTask[] {
  const completion = taskCompletion(state);
  const order = contractSchemas.$defs.TaskCode.enum as readonly TaskCode[];
  return order.map((code) => ({ code, is_completed: completion[code] }));
}
