import { EmptyState, Page } from '../../lib/Page';

/** Everything under `/cv` (mounted on a nested route). Placeholder until the CV is built. */
export function CvRoutes() {
  return (
    <Page title="CV">
      <EmptyState />
    </Page>
  );
}
