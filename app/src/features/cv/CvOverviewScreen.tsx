import { useSuspenseQueries } from '@tanstack/react-query';
import styled from 'styled-components';
import { Card, Heading } from '@pidz/ui';
import { Page } from '../../lib/screen/Page';
import { QueryBoundary } from '../../lib/screen/QueryBoundary';
import { useRevealSavedRecord } from '../../lib/screen/savedRecord';
import { cvMessages, cvScreenMessages } from './messages';
import { DownloadButton } from './overview/DownloadButton';
import { overviewSections } from './overview/overviewSections';
import { cvLookups, freelancerFunctionsQuery, resumeQuery } from './api';

const messages = cvScreenMessages;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--pidz-space-sm);
`;

const EmptyNote = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: var(--pidz-color-grey-600);
  text-align: right;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: var(--pidz-space-lg);
  align-items: start;
`;

/** Where the summary's links lead: a section's wrapper, scrolled to just below the page's top. */
const Anchor = styled.div`
  scroll-margin-top: var(--pidz-space-lg);

  &:focus {
    outline: none;
  }
`;

const Summary = styled(Card)`
  border-left: 4px solid var(--pidz-color-orange);
`;

const SummaryList = styled.ul`
  display: grid;
  gap: var(--pidz-space-xs);
  margin: 0;
  padding-left: var(--pidz-space-lg);

  & a {
    color: var(--pidz-color-blue);
    font-weight: 600;
  }
`;

function CvSections() {
  const [
    { data: resume },
    { data: functions },
    { data: sectors },
    { data: educationSubjects },
    { data: trainingSubjects },
  ] = useSuspenseQueries({
    queries: [
      resumeQuery,
      freelancerFunctionsQuery,
      cvLookups.sectors,
      cvLookups.educationSubjects,
      cvLookups.trainingSubjects,
    ],
  });
  useRevealSavedRecord();
  const sections = overviewSections(resume, {
    functions,
    sectors,
    educationSubjects,
    trainingSubjects,
  });
  const needAttention = sections.filter((section) => section.attention !== null);
  // Nothing of the CV would be in the PDF: say so instead of handing over an empty one.
  const isEmpty = [
    resume.workExperience,
    resume.educations,
    resume.trainings,
    resume.registrations,
    resume.languages,
  ].every((items) => items.length === 0);

  return (
    <>
      <Toolbar>
        <DownloadButton
          method="resume:download"
          label={messages.overview.downloadCv}
          fallbackName={messages.overview.downloadCvFileName}
          unavailableReasonId={isEmpty ? 'cv-empty-note' : undefined}
        />
        {isEmpty && <EmptyNote id="cv-empty-note">{messages.overview.emptyCv}</EmptyNote>}
      </Toolbar>
      {needAttention.length > 0 && (
        <Summary forwardedAs="aside" aria-labelledby="cv-attention-title" gap="sm">
          <Heading id="cv-attention-title" level={2} size="md" variant="black">
            {messages.overview.attentionTitle}
          </Heading>
          <SummaryList>
            {needAttention.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </SummaryList>
        </Summary>
      )}
      <Pair>
        {sections.slice(0, 2).map((section) => (
          <Anchor key={section.id} id={section.id} tabIndex={-1}>
            {section.content}
          </Anchor>
        ))}
      </Pair>
      {sections.slice(2).map((section) => (
        <Anchor key={section.id} id={section.id} tabIndex={-1}>
          {section.content}
        </Anchor>
      ))}
    </>
  );
}

/**
 * The CV overview (`/cv`): 'CV downloaden', a summary of the sections that need attention (with
 * links to them), and the sections in the spec's order: functions, sectors, work experience,
 * education, trainings, registrations, languages, competencies. Back from a form, the saved item is
 * focused, scrolled to and briefly marked. While loading it says so; a failed load shows the error
 * toast and a retry.
 */
export function CvOverviewScreen() {
  return (
    <Page title={cvMessages.title}>
      <QueryBoundary>
        <CvSections />
      </QueryBoundary>
    </Page>
  );
}
