import { paths } from '../../paths';
import { NotForAgencyWorkers } from '../../entities/access';
import { prefetchOrganisationsWithDepartments } from '../../entities/linkedOrganisations';
import type { RouteTable } from '../../lib/routing/routeTable';
import { prefetchStandardRates } from './api';
import { DeviatingRateFormScreen } from './DeviatingRateFormScreen';
import { RatesOverviewScreen } from './RatesOverviewScreen';
import { StandardRatesEditScreen } from './StandardRatesEditScreen';

/**
 * The rates' routes, not for agency workers: the overview reads the standard rates and every
 * organisation's departments, the standard edit the standard rates, the deviating forms the
 * departments.
 */
export const routes: RouteTable<typeof paths.rates> = {
  overview: {
    path: paths.rates.overview,
    screen: () => <RatesOverviewScreen />,
    loader: ({ queryClient }) => {
      prefetchStandardRates(queryClient);
      prefetchOrganisationsWithDepartments(queryClient);
    },
    guard: NotForAgencyWorkers,
  },
  standardEdit: {
    path: paths.rates.standardEdit,
    screen: () => <StandardRatesEditScreen />,
    loader: ({ queryClient }) => prefetchStandardRates(queryClient),
    guard: NotForAgencyWorkers,
  },
  deviatingAdd: {
    path: paths.rates.deviatingAdd,
    screen: () => <DeviatingRateFormScreen />,
    loader: ({ queryClient }) => prefetchOrganisationsWithDepartments(queryClient),
    guard: NotForAgencyWorkers,
  },
  deviatingEdit: {
    path: paths.rates.deviatingEdit,
    screen: ({ id }) => <DeviatingRateFormScreen key={id} departmentId={id} />,
    loader: ({ queryClient }) => prefetchOrganisationsWithDepartments(queryClient),
    guard: NotForAgencyWorkers,
  },
};
