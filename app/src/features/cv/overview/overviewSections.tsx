import type { ReactNode } from 'react';
import { RegistrationTypeId, type Resume } from '@pidz/contracts';
import { formatDate } from '@pidz/ui';
import { sectionPages, type CvFormSection } from '../cvLinks';
import { LanguagesSection } from '../languages/LanguagesSection';
import {
  appointmentTypeLabels,
  cvMessages,
  cvScreenMessages,
  trainingMethodLabels,
} from '../messages';
import { newestFirst, sectionAttention, type SectionAttention } from '../resumeItems';
import {
  educationName,
  lookupName,
  registrationName,
  trainingName,
  workExperienceName,
  type NameLookup,
} from '../resumeItemNames';
import { CompetenciesSection } from './CompetenciesSection';
import { DownloadButton } from './DownloadButton';
import { ResumeItemSection, itemControls, type ResumeItemRow } from './ResumeItemSection';
import { TagSection } from './TagSection';

const messages = cvScreenMessages;

/** A section of the overview with the anchor id its attention link uses. */
interface OverviewSection {
  id: string;
  title: string;
  attention: SectionAttention;
  content: ReactNode;
}

/** '1 maart 2020 – heden' or '1 maart 2020 – 31 augustus 2023'. */
function period(start: string, end: string | null): string {
  return messages.overview.period(
    formatDate(start),
    end === null ? messages.overview.current : formatDate(end),
  );
}

/** The lookups that turn the resume's ids into names. */
interface Lookups {
  functions: NameLookup;
  sectors: NameLookup;
  educationSubjects: NameLookup;
  trainingSubjects: NameLookup;
}

/** The sections in the spec's order, each with whether it needs attention. */
export function overviewSections(resume: Resume, lookups: Lookups): OverviewSection[] {
  const functionNames = resume.functions.map((id) =>
    lookupName(lookups.functions, id, messages.functions.unknown),
  );
  const sectorNames = resume.sectors.map((id) =>
    lookupName(lookups.sectors, id, messages.sectors.unknown),
  );
  const emptyAttention = (count: number): SectionAttention => (count === 0 ? 'empty' : null);
  // Functions and sectors come from approved work experience: that is where to act on them.
  const addWorkExperience = {
    href: sectionPages['work-experience'].add(),
    label: messages.workExperience.add,
  };

  const workExperience = newestFirst(resume.workExperience, (item) => item.start_date).map(
    (item) => ({
      ...item,
      title: item.function_name,
      details: [
        `${item.institution_name}, ${item.institution_place}`,
        `${lookupName(lookups.sectors, item.sector_id, messages.sectors.unknown)} · ${appointmentTypeLabels[item.appointment_type]}`,
        period(item.start_date, item.is_current ? null : item.end_date),
        ...(item.description ? [item.description] : []),
      ],
      ...itemControls(item, 'workExperience', 'work-experience', workExperienceName(item)),
    }),
  );
  const educations = newestFirst(resume.educations, (item) => item.end_date).map((item) => {
    const name = educationName(lookups.educationSubjects, item);
    return {
      ...item,
      title: name,
      details: [
        ...(item.specialization ? [item.specialization] : []),
        `${item.institution_name}, ${item.institution_place}`,
        `${messages.education.obtained}: ${formatDate(item.end_date)}`,
      ],
      ...itemControls(item, 'educations', 'education', name),
    };
  });
  const trainings = newestFirst(resume.trainings, (item) => item.acquired_at).map((item) => {
    const name = trainingName(lookups.trainingSubjects, item);
    return {
      ...item,
      title: name,
      details: [
        trainingMethodLabels[item.method],
        `${item.institution_name}, ${item.institution_place}`,
        `${messages.training.obtained}: ${formatDate(item.acquired_at)}`,
      ],
      ...itemControls(item, 'trainings', 'training', name),
    };
  });
  const registrations = newestFirst(resume.registrations, (item) => item.acquired_at).map(
    (item) => {
      const name = registrationName(item);
      return {
        ...item,
        title: name,
        details: [
          `${messages.registration.number}: ${item.registration_number}`,
          `${messages.registration.registered}: ${formatDate(item.acquired_at)}`,
        ],
        extra:
          item.type.id === RegistrationTypeId.BIG ? (
            <DownloadButton
              method="big_registration:download"
              label={messages.registration.downloadBig}
              fallbackName={messages.registration.downloadBigFileName}
              isCompact
            />
          ) : undefined,
        ...itemControls(item, 'registrations', 'registration', name),
      };
    },
  );

  const listSection = (
    id: string,
    texts: (typeof messages)['workExperience' | 'education' | 'training' | 'registration'],
    path: CvFormSection,
    rows: ResumeItemRow[],
    attention: SectionAttention,
  ): OverviewSection => ({
    id,
    title: texts.sectionTitle,
    attention,
    content: (
      <ResumeItemSection
        title={texts.sectionTitle}
        itemName={texts.itemName}
        add={{ href: sectionPages[path].add(), label: texts.add }}
        emptyText={texts.empty}
        attention={attention}
        rows={rows}
      />
    ),
  });

  return [
    {
      id: 'cv-functies',
      title: messages.functions.sectionTitle,
      attention: emptyAttention(functionNames.length),
      content: (
        <TagSection
          title={messages.functions.sectionTitle}
          names={functionNames}
          emptyText={messages.functions.empty}
          attention={emptyAttention(functionNames.length)}
          attentionNote={{
            text: messages.functions.emptyNeedsAttention,
            action: addWorkExperience,
          }}
        />
      ),
    },
    {
      id: 'cv-sectoren',
      title: messages.sectors.sectionTitle,
      attention: emptyAttention(sectorNames.length),
      content: (
        <TagSection
          title={messages.sectors.sectionTitle}
          names={sectorNames}
          emptyText={messages.sectors.empty}
          attention={emptyAttention(sectorNames.length)}
          attentionNote={{ text: messages.sectors.emptyNeedsAttention, action: addWorkExperience }}
        />
      ),
    },
    listSection(
      'cv-werkervaring',
      messages.workExperience,
      'work-experience',
      workExperience,
      sectionAttention(resume.workExperience),
    ),
    listSection(
      'cv-opleidingen',
      messages.education,
      'education',
      educations,
      sectionAttention(resume.educations),
    ),
    listSection(
      'cv-trainingen',
      messages.training,
      'training',
      trainings,
      sectionAttention(resume.trainings, { isOptional: true }),
    ),
    listSection(
      'cv-registraties',
      messages.registration,
      'registration',
      registrations,
      sectionAttention(resume.registrations),
    ),
    {
      id: 'cv-talen',
      title: cvMessages.languages.sectionTitle,
      attention: sectionAttention(resume.languages),
      content: <LanguagesSection skills={resume.languages} />,
    },
    {
      id: 'cv-bekwaamheden',
      title: messages.competencies.sectionTitle,
      attention: null,
      content: <CompetenciesSection competencies={resume.competencies} />,
    },
  ];
}
