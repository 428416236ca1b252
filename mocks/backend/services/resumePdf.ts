import {
  AppointmentType,
  SkillLevel,
  TrainingMethod,
  type Download,
  type Registration,
} from '@pidz/contracts';
import { formatDate, todayInAppZone } from '@pidz/dates';
import { pdfDocumentDownload, type PdfSection } from '../files.ts';
import { educationSubjects, jobFunctions, sectors, trainingSubjects } from '../seed/lookups.ts';
import type { BackendState } from '../state.ts';

/** The Dutch names of the contract's numbers (spec section 3), as the server would print them. */
const appointmentTypeNames: Record<AppointmentType, string> = {
  [AppointmentType.TEMPORARY]: 'Tijdelijke aanstelling',
  [AppointmentType.PERMANENT]: 'Vaste aanstelling',
  [AppointmentType.INTERN]: 'Stagiair',
};

const trainingMethodNames: Record<TrainingMethod, string> = {
  [TrainingMethod.CERTIFICATE_THEORY]: 'Certificaat theorie',
  [TrainingMethod.CERTIFICATE_PRACTICE]: 'Certificaat praktijk',
  [TrainingMethod.PARTICIPATION_THEORY]: 'Bewijs van deelname theorie',
  [TrainingMethod.PARTICIPATION_PRACTICE]: 'Bewijs van deelname praktijk',
};

const skillLevelNames: Record<SkillLevel, string> = {
  [SkillLevel.NATIVE]: 'Moedertaal',
  [SkillLevel.PROFESSIONAL]: 'Professioneel',
  [SkillLevel.BASIC]: 'Basisniveau',
};

/** The name of a lookup entry, or the spec's fallback for an unknown id. */
function nameOf(lookup: readonly { id: number; name: string }[], id: number, unknown: string) {
  return lookup.find((entry) => entry.id === id)?.name ?? unknown;
}

/** The user's display name: first name, insertion and last name (spec section 1). */
export function displayName(state: BackendState): string {
  const { first_name, insertion, last_name } = state.user;
  return [first_name, insertion, last_name].filter(Boolean).join(' ');
}

/** A subject's name: the typed one for the 'other' option, else the lookup's. */
function subjectName(
  lookup: readonly { id: number; name: string }[],
  subject: number,
  otherSubject: string | null,
  unknown: string,
): string {
  return otherSubject ?? nameOf(lookup, subject, unknown);
}

/** The sections of the CV, in the order of the CV overview. */
function resumeSections({ resume }: BackendState): PdfSection[] {
  return [
    {
      heading: 'Functies',
      entries: resume.functions.map((id) => [nameOf(jobFunctions, id, 'onbekende functie')]),
      emptyText: 'Geen functies opgegeven.',
    },
    {
      heading: 'Sectoren',
      entries: resume.sectors.map((id) => [nameOf(sectors, id, 'onbekende sector')]),
      emptyText: 'Geen sectoren opgegeven.',
    },
    {
      heading: 'Werkervaring',
      entries: resume.workExperience.map((job) => [
        `${job.function_name} bij ${job.institution_name}, ${job.institution_place}`,
        `${formatDate(job.start_date)} – ${
          job.is_current || !job.end_date ? 'heden' : formatDate(job.end_date)
        }`,
        `${appointmentTypeNames[job.appointment_type]}, ${nameOf(sectors, job.sector_id, 'onbekende sector')}`,
        ...(job.description ? [job.description] : []),
      ]),
      emptyText: 'Geen werkervaring opgegeven.',
    },
    {
      heading: 'Opleidingen',
      entries: resume.educations.map((education) => [
        subjectName(
          educationSubjects,
          education.subject,
          education.other_subject,
          'onbekende opleiding',
        ),
        ...(education.specialization ? [`Specialisatie: ${education.specialization}`] : []),
        `${education.institution_name}, ${education.institution_place}`,
        `Diploma behaald op ${formatDate(education.end_date)}`,
      ]),
      emptyText: 'Geen opleidingen opgegeven.',
    },
    {
      heading: 'Trainingen',
      entries: resume.trainings.map((training) => [
        subjectName(
          trainingSubjects,
          training.subject,
          training.other_subject,
          'onbekende training',
        ),
        `${trainingMethodNames[training.method]}, ${training.institution_name}, ${training.institution_place}`,
        `Behaald op ${formatDate(training.acquired_at)}`,
      ]),
      emptyText: 'Geen trainingen opgegeven.',
    },
    {
      heading: 'Registraties',
      entries: resume.registrations.map((registration) => [
        `${registration.type.name}: ${registration.registration_number}`,
        `Geregistreerd op ${formatDate(registration.acquired_at)}`,
      ]),
      emptyText: 'Geen registraties opgegeven.',
    },
    {
      heading: 'Talen',
      entries: resume.languages.map((skill) => [
        skill.language_name,
        skillLevelNames[skill.skill_level],
      ]),
      emptyText: 'Geen talen opgegeven.',
    },
  ];
}

/** `resume:download`: the CV as a real PDF, built from the persona's resume and its lookups. */
export function resumePdf(state: BackendState): Promise<Download> {
  // The whole last name, with its insertion: 'de Vries' gives cv-de-vries.pdf.
  const lastName = [state.user.insertion, state.user.last_name].filter(Boolean).join(' ');
  const fileName = `cv-${lastName.trim().toLowerCase().replace(/\s+/g, '-')}.pdf`;
  return pdfDocumentDownload(fileName, {
    title: `Curriculum vitae ${displayName(state)}`,
    subtitle: [`Opgesteld op ${formatDate(todayInAppZone().toString())}`],
    sections: resumeSections(state),
  });
}

/** `big_registration:download`: an extract of the BIG register for the user's BIG registration. */
export function bigRegistrationPdf(
  state: BackendState,
  registration: Registration,
): Promise<Download> {
  return pdfDocumentDownload(`big-register-${registration.registration_number}.pdf`, {
    title: 'Uittreksel BIG-register',
    subtitle: [`Opgesteld op ${formatDate(todayInAppZone().toString())}`],
    sections: [
      {
        heading: 'Zorgverlener',
        entries: [[displayName(state)]],
      },
      {
        heading: 'Registratie',
        entries: [
          [
            `BIG-nummer ${registration.registration_number}`,
            `Ingeschreven op ${formatDate(registration.acquired_at)}`,
          ],
        ],
      },
    ],
  });
}
