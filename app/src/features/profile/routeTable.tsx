import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../paths';
import { croppedPictureQuery } from '../../entities/profilePicture';
import type { RouteTable } from '../../lib/routing/routeTable';
import { assetsQuery, assetTypesQuery, profileQuery } from './api';
import { PreferencesScreen } from './PreferencesScreen';
import { ProfileEditPage } from './ProfileEditPage';
import { ProfileOverviewScreen } from './ProfileOverviewScreen';

/** Every profile page reads the profile. */
const prefetchProfile = ({ queryClient }: { queryClient: QueryClient }) =>
  void queryClient.prefetchQuery(profileQuery);

/** The profile's routes: the overview, the five edit pages and the preferences. */
export const routes: RouteTable<typeof paths.profile> = {
  overview: {
    path: paths.profile.overview,
    screen: () => <ProfileOverviewScreen />,
    // The overview shows the documents and the picture too.
    loader: ({ queryClient }) => {
      prefetchProfile({ queryClient });
      void queryClient.prefetchQuery(assetsQuery);
      void queryClient.prefetchQuery(assetTypesQuery);
      void queryClient.prefetchQuery(croppedPictureQuery);
    },
  },
  personalEdit: {
    path: paths.profile.personalEdit,
    screen: () => <ProfileEditPage section="personal" />,
    loader: prefetchProfile,
  },
  addressEdit: {
    path: paths.profile.addressEdit,
    screen: () => <ProfileEditPage section="address" />,
    loader: prefetchProfile,
  },
  contactEdit: {
    path: paths.profile.contactEdit,
    screen: () => <ProfileEditPage section="contact" />,
    loader: prefetchProfile,
  },
  companyEdit: {
    path: paths.profile.companyEdit,
    screen: () => <ProfileEditPage section="company" />,
    loader: prefetchProfile,
  },
  bankEdit: {
    path: paths.profile.bankEdit,
    screen: () => <ProfileEditPage section="bank" />,
    loader: prefetchProfile,
  },
  preferences: {
    path: paths.profile.preferences,
    screen: () => <PreferencesScreen />,
    loader: prefetchProfile,
  },
};
