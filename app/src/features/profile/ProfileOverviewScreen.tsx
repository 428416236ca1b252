import { useSuspenseQueries } from '@tanstack/react-query';
import { Page } from '../../lib/screen/Page';
import { QueryBoundary } from '../../lib/screen/QueryBoundary';
import { assetsQuery, assetTypesQuery, profileQuery } from './api';
import { DocumentsSection } from './documents/DocumentsSection';
import { profileMessages } from './messages';
import { DetailSections } from './overview/DetailSections';
import { ProfileHeader } from './overview/ProfileHeader';

function ProfileOverview() {
  const [profile, assets, assetTypes] = useSuspenseQueries({
    queries: [profileQuery, assetsQuery, assetTypesQuery],
    combine: (results) => [results[0].data, results[1].data, results[2].data] as const,
  });
  return (
    <>
      <ProfileHeader profile={profile} />
      <DetailSections profile={profile} />
      <DocumentsSection role={profile.user_type} assets={assets} assetTypes={assetTypes} />
    </>
  );
}

/**
 * The profile overview (`/settings/profile`, spec sections 3 and 6): the picture and name, the
 * personal, address, contact, company (freelancers) and bank details, each with its edit link,
 * the expiry timeline and the documents.
 */
export function ProfileOverviewScreen() {
  return (
    <Page title={profileMessages.title}>
      <QueryBoundary>
        <ProfileOverview />
      </QueryBoundary>
    </Page>
  );
}
