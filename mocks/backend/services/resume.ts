import { RegistrationTypeId, ResumeItemStatus } from '@pidz/contracts';
import type { BackendMethods } from '../../handlers/generated/methods.ts';
import type { BackendState } from '../state.ts';
import { nextId } from '../state.ts';
import { BackendError, GENERIC_ERROR, findById, removeById } from '../errors.ts';
import {
  educationSubjects,
  jobFunctions,
  languageByUuid,
  languages,
  registrationTypeById,
  registrationTypes,
  sectors,
  trainingSubjects,
} from '../seed/lookups.ts';
import { bigRegistrationPdf, resumePdf } from './resumePdf.ts';

/** Approved and expired items may no longer be changed. */
const LOCKED_STATUSES: readonly ResumeItemStatus[] = [
  ResumeItemStatus.APPROVED,
  ResumeItemStatus.EXPIRED,
];

interface ReviewedItem {
  id: number;
  status: ResumeItemStatus;
  declined_reason: string | null;
}

/** The fields every new resume item gets: a new id and status NEW, waiting for review. */
function newItem(state: BackendState) {
  return { id: nextId(state), status: ResumeItemStatus.NEW, declined_reason: null };
}

/** Changes an item in place and sends it back for review (status NEW). */
function updateItem<T extends ReviewedItem>(
  items: T[],
  id: number,
  what: string,
  fields: Partial<T>,
) {
  const item = findById(items, id, what);
  if (LOCKED_STATUSES.includes(item.status)) {
    throw new BackendError(
      GENERIC_ERROR,
      `${what} ${id} is approved or expired and cannot be changed`,
    );
  }
  Object.assign(item, fields, { status: ResumeItemStatus.NEW, declined_reason: null });
  return item;
}

function languageName(uuid: string): string {
  const language = languageByUuid(uuid);
  if (!language) throw new BackendError(GENERIC_ERROR, `Language ${uuid} does not exist`);
  return language.display_name;
}

function registrationType(id: number) {
  const type = registrationTypeById(id);
  if (!type) throw new BackendError(GENERIC_ERROR, `Registration type ${id} does not exist`);
  return type;
}

/** resume, its sections (languages, work experience, education, registrations, trainings), competencies and lookups. */
export const resumeMethods = {
  'pidz.services.api.resume:getResume': (_params, { state }) => state.resume,

  'pidz.services.api.resume:download': (_params, { state }) => resumePdf(state),

  'pidz.services.api.big_registration:download': (_params, { state }) => {
    const big = state.resume.registrations.find(
      (registration) => registration.type.id === RegistrationTypeId.BIG,
    );
    if (!big) throw new BackendError(GENERIC_ERROR, 'No BIG registration on the resume');
    return bigRegistrationPdf(state, big);
  },

  'pidz.services.api.training_subject:getTrainingSubjects': () => [...trainingSubjects],
  'pidz.services.api.education_subject:getEducationSubjects': () => [...educationSubjects],
  'pidz.services.api.sector:getAll': () => [...sectors],
  'pidz.services.api.function:getAll': () => [...jobFunctions],
  'pidz.services.api.registration_type:getRegistrationTypes': () => [...registrationTypes],
  'pidz.services.api.language:getAll': () => [...languages],

  'pidz.services.api.language_skill:create': ({ languageSkillModel: model }, { state }) => {
    const skill = {
      ...newItem(state),
      language_uuid: model.language_uuid,
      skill_level: model.skill_level,
      language_name: languageName(model.language_uuid),
    };
    state.resume.languages.push(skill);
    return skill;
  },
  'pidz.services.api.language_skill:update': ({ languageSkillModel: model }, { state }) =>
    updateItem(state.resume.languages, model.id, 'Language skill', {
      language_uuid: model.language_uuid,
      skill_level: model.skill_level,
      language_name: languageName(model.language_uuid),
    }),
  'pidz.services.api.language_skill:remove': ({ languageSkillId }, { state }) => {
    removeById(state.resume.languages, languageSkillId, 'Language skill');
    return true;
  },

  'pidz.services.api.work_experience:create': ({ workExperienceModel: model }, { state }) => {
    const item = {
      ...newItem(state),
      ...model,
      description: model.description ?? null,
      end_date: model.is_current ? null : (model.end_date ?? null),
    };
    state.resume.workExperience.push(item);
    return item;
  },
  'pidz.services.api.work_experience:update': ({ workExperienceModel: model }, { state }) =>
    updateItem(state.resume.workExperience, model.id, 'Work experience', {
      ...model,
      description: model.description ?? null,
      end_date: model.is_current ? null : (model.end_date ?? null),
    }),
  'pidz.services.api.work_experience:remove': ({ workExperienceId }, { state }) => {
    removeById(state.resume.workExperience, workExperienceId, 'Work experience');
    return true;
  },

  'pidz.services.api.education:create': ({ educationModel: model }, { state }) => {
    const item = {
      ...newItem(state),
      ...model,
      other_subject: model.other_subject ?? null,
      specialization: model.specialization ?? null,
    };
    state.resume.educations.push(item);
    return item;
  },
  'pidz.services.api.education:update': ({ educationModel: model }, { state }) =>
    updateItem(state.resume.educations, model.id, 'Education', {
      ...model,
      other_subject: model.other_subject ?? null,
      specialization: model.specialization ?? null,
    }),
  'pidz.services.api.education:remove': ({ educationId }, { state }) => {
    removeById(state.resume.educations, educationId, 'Education');
    return true;
  },

  'pidz.services.api.registration:create': ({ registrationModel: model }, { state }) => {
    const item = {
      ...newItem(state),
      type: registrationType(model.type_id),
      registration_number: model.registration_number,
      acquired_at: model.acquired_at,
    };
    state.resume.registrations.push(item);
    return item;
  },
  'pidz.services.api.registration:update': ({ registrationModel: model }, { state }) =>
    updateItem(state.resume.registrations, model.id, 'Registration', {
      type: registrationType(model.type_id),
      registration_number: model.registration_number,
      acquired_at: model.acquired_at,
    }),
  'pidz.services.api.registration:remove': ({ registrationId }, { state }) => {
    removeById(state.resume.registrations, registrationId, 'Registration');
    return true;
  },

  'pidz.services.api.training:create': ({ trainingModel: model }, { state }) => {
    const item = { ...newItem(state), ...model, other_subject: model.other_subject ?? null };
    state.resume.trainings.push(item);
    return item;
  },
  'pidz.services.api.training:update': ({ trainingModel: model }, { state }) =>
    updateItem(state.resume.trainings, model.id, 'Training', {
      ...model,
      other_subject: model.other_subject ?? null,
    }),
  'pidz.services.api.training:remove': ({ trainingId }, { state }) => {
    removeById(state.resume.trainings, trainingId, 'Training');
    return true;
  },

  'pidz.services.api.competency:updateCompetency': ({ model }, { state }) => {
    const competency = findById(state.resume.competencies, model.id, 'Competency');
    competency.is_experienced = model.is_experienced;
    return competency;
  },
} satisfies Partial<BackendMethods>;
