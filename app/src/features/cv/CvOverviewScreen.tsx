import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../lib/Page';
import { EmptyState } from '../../lib/states';
import { QueryBoundary } from '../../lib/QueryBoundary';
import { LanguagesSection } from './languages/LanguagesSection';
import { cvMessages } from './messages';
import { resumeQuery } from './resume';

function CvSections() {
  const { data: resume } = useSuspenseQuery(resumeQuery);
  return (
    <>
      <LanguagesSection skills={resume.languages} />
      <EmptyState>{cvMessages.otherSectionsLater}</EmptyState>
    </>
  );
}

/**
 * The CV overview (`/cv`): the resume's sections. Built so far: languages. While loading it says
 * so; a failed load shows the error toast and a retry.
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
