import type { Resume } from '@pidz/contracts';
import { EmptyState, LoadingState, Page } from '../../lib/Page';
import { callWithToast } from '../../lib/rpc';
import { LanguagesSection } from './languages/LanguagesSection';
import { LoadFailed } from './LoadFailed';
import { cvMessages } from './messages';
import { useLoad } from './useLoad';

function loadResume(): Promise<Resume> {
  return callWithToast((client) => client.resume.getResume());
}

/**
 * The CV overview (`/cv`): loads the resume and shows its sections. Built so far: languages.
 * While loading it says so; a failed load shows the error toast and a retry.
 */
export function CvOverviewScreen() {
  const resume = useLoad(loadResume);
  return (
    <Page title={cvMessages.title}>
      {resume.status === 'loading' && <LoadingState />}
      {resume.status === 'failed' && <LoadFailed onRetry={resume.reload} />}
      {resume.status === 'loaded' && (
        <>
          <LanguagesSection skills={resume.data.languages} onChanged={resume.reload} />
          <EmptyState>{cvMessages.otherSectionsLater}</EmptyState>
        </>
      )}
    </Page>
  );
}
