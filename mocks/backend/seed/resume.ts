import type { CalendarDate } from '@internationalized/date';
import {
  AppointmentType,
  EducationSubjectId,
  RegistrationTypeId,
  ResumeItemStatus,
  SkillLevel,
  TrainingMethod,
  type Competency,
  type Resume,
} from '@pidz/contracts';
import { competencyTypes, languageByUuid, languageUuid, registrationTypeById } from './lookups.ts';

/** Every competency of the lookup, experienced where `experiencedTypeIds` says so. */
export function seedCompetencies(firstId: number, experiencedTypeIds: number[]): Competency[] {
  return competencyTypes.map((type, index) => ({
    id: firstId + index,
    is_experienced: experiencedTypeIds.includes(type.id),
    type,
  }));
}

function language(id: number, name: string, skill_level: SkillLevel, status: ResumeItemStatus) {
  const uuid = languageUuid(name);
  return {
    id,
    language_uuid: uuid,
    language_name: languageByUuid(uuid)?.display_name ?? name,
    skill_level,
    status,
    declined_reason: null,
  };
}

function registrationType(id: RegistrationTypeId) {
  const type = registrationTypeById(id);
  if (!type) throw new Error(`No seeded registration type ${id}`);
  return type;
}

/** The resume of the freelancer persona: a bit of everything, in every review state. */
export function seedNurseResume(today: CalendarDate): Resume {
  const yearsAgo = (years: number) => today.subtract({ years }).toString();
  return {
    functions: [1, 4],
    sectors: [1, 2, 5],
    workExperience: [
      {
        id: 301,
        function_name: 'Wijkverpleegkundige',
        sector_id: 5,
        appointment_type: AppointmentType.TEMPORARY,
        institution_name: 'Buurtzorg Utrecht-Oost',
        institution_place: 'Utrecht',
        description: null,
        start_date: yearsAgo(4),
        end_date: null,
        is_current: true,
        status: ResumeItemStatus.NEW,
        declined_reason: null,
      },
      {
        id: 302,
        function_name: 'Verpleegkundige',
        sector_id: 1,
        appointment_type: AppointmentType.PERMANENT,
        institution_name: 'Medisch Centrum Vechtstreek',
        institution_place: 'Maarssen',
        description: 'Verpleegafdeling interne geneeskunde, ook avond- en nachtdiensten.',
        start_date: yearsAgo(9),
        end_date: yearsAgo(4),
        is_current: false,
        status: ResumeItemStatus.APPROVED,
        declined_reason: null,
      },
      {
        id: 303,
        function_name: 'Verpleegkundige',
        sector_id: 2,
        appointment_type: AppointmentType.INTERN,
        institution_name: 'Zorggroep De Linde',
        institution_place: 'Utrecht',
        description: 'Afstudeerstage psychogeriatrie.',
        start_date: yearsAgo(11),
        end_date: yearsAgo(10),
        is_current: false,
        status: ResumeItemStatus.APPROVED,
        declined_reason: null,
      },
    ],
    educations: [
      {
        id: 401,
        subject: 2,
        other_subject: null,
        specialization: 'Acute zorg',
        institution_name: 'Hogeschool Utrecht',
        institution_place: 'Utrecht',
        end_date: yearsAgo(10),
        status: ResumeItemStatus.APPROVED,
        declined_reason: null,
      },
      {
        id: 402,
        subject: EducationSubjectId.OTHER,
        other_subject: 'Post-hbo Wondconsulent',
        specialization: null,
        institution_name: 'Hogeschool Arnhem en Nijmegen',
        institution_place: 'Nijmegen',
        end_date: yearsAgo(2),
        status: ResumeItemStatus.DECLINED,
        declined_reason:
          'De naam van de opleiding klopt niet met je diploma: vul de naam in zoals die op het diploma staat.',
      },
      {
        id: 403,
        subject: 1,
        other_subject: null,
        specialization: null,
        institution_name: 'ROC Midden Nederland',
        institution_place: 'Utrecht',
        end_date: yearsAgo(14),
        status: ResumeItemStatus.NEW,
        declined_reason: null,
      },
    ],
    trainings: [
      {
        id: 601,
        subject: 81,
        other_subject: null,
        method: TrainingMethod.CERTIFICATE_PRACTICE,
        institution_name: 'Reanimatieschool Midden-Nederland',
        institution_place: 'Houten',
        acquired_at: today.subtract({ months: 11 }).toString(),
        status: ResumeItemStatus.NEARING_EXPIRATION_DATE,
        declined_reason: null,
      },
      {
        id: 602,
        subject: 83,
        other_subject: null,
        method: TrainingMethod.CERTIFICATE_THEORY,
        institution_name: 'Zorgacademie Utrecht',
        institution_place: 'Utrecht',
        acquired_at: yearsAgo(1),
        status: ResumeItemStatus.APPROVED,
        declined_reason: null,
      },
    ],
    registrations: [
      {
        id: 701,
        type: registrationType(RegistrationTypeId.BIG),
        registration_number: '19012345601',
        acquired_at: yearsAgo(10),
        status: ResumeItemStatus.APPROVED,
        declined_reason: null,
      },
      {
        id: 702,
        type: registrationType(RegistrationTypeId.HEALTHCARE_PORTAL),
        registration_number: '000012345678',
        acquired_at: yearsAgo(3),
        status: ResumeItemStatus.NEW,
        declined_reason: null,
      },
      {
        id: 703,
        type: registrationType(RegistrationTypeId.QUALITY_REGISTER_VV),
        registration_number: '2345678',
        acquired_at: yearsAgo(6),
        status: ResumeItemStatus.EXPIRED,
        declined_reason: null,
      },
    ],
    languages: [
      language(501, 'Nederlands', SkillLevel.NATIVE, ResumeItemStatus.APPROVED),
      language(502, 'Engels', SkillLevel.PROFESSIONAL, ResumeItemStatus.NEW),
      language(503, 'Duits', SkillLevel.BASIC, ResumeItemStatus.NEW),
    ],
    competencies: seedCompetencies(801, [1, 2, 3, 5, 6, 7, 8]),
  };
}

/** The resume of the agency-worker persona. */
export function seedCareWorkerResume(today: CalendarDate): Resume {
  const yearsAgo = (years: number) => today.subtract({ years }).toString();
  return {
    functions: [2],
    sectors: [2, 3],
    workExperience: [
      {
        id: 401,
        function_name: 'Verzorgende IG',
        sector_id: 2,
        appointment_type: AppointmentType.TEMPORARY,
        institution_name: 'Stichting Woonzorg Het Baken',
        institution_place: 'Amersfoort',
        description: 'Kleinschalig wonen voor mensen met dementie.',
        start_date: yearsAgo(3),
        end_date: null,
        is_current: true,
        status: ResumeItemStatus.APPROVED,
        declined_reason: null,
      },
    ],
    educations: [
      {
        id: 411,
        subject: 3,
        other_subject: null,
        specialization: null,
        institution_name: 'MBO Amersfoort',
        institution_place: 'Amersfoort',
        end_date: yearsAgo(4),
        status: ResumeItemStatus.APPROVED,
        declined_reason: null,
      },
    ],
    trainings: [],
    registrations: [],
    languages: [
      language(441, 'Nederlands', SkillLevel.PROFESSIONAL, ResumeItemStatus.APPROVED),
      language(442, 'Arabisch', SkillLevel.NATIVE, ResumeItemStatus.APPROVED),
    ],
    competencies: seedCompetencies(451, [6, 7, 8, 11]),
  };
}

/** A resume with nothing filled in; the competencies exist, none experienced. */
export function seedEmptyResume(): Resume {
  return {
    functions: [],
    sectors: [],
    workExperience: [],
    educations: [],
    trainings: [],
    registrations: [],
    languages: [],
    competencies: seedCompetencies(501, []),
  };
}
