import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { FormPanel } from '@pidz/ui';
import { paths } from '../../paths';
import { Page } from '../../lib/Page';
import { QueryBoundary } from '../../lib/QueryBoundary';
import { ScreenForm } from '../../lib/ScreenForm';
import { showToast } from '../../lib/toasts';
import { standardRatesQuery, useUpdateStandardRates } from './api';
import { ratesMessages as messages } from './messages';
import {
  standardRatesItems,
  standardRatesValues,
  toStandardRates,
  type StandardRatesValues,
} from './ratesForms';

function StandardRatesForm() {
  const [, navigate] = useLocation();
  const { data: rates } = useSuspenseQuery(standardRatesQuery);
  const update = useUpdateStandardRates();
  const backToOverview = () => navigate(paths.rates.overview());
  return (
    <FormPanel>
      <ScreenForm<StandardRatesValues>
        draftKey="rates-standard:edit"
        aria-label={messages.standardEditTitle}
        items={standardRatesItems}
        defaultValues={standardRatesValues(rates)}
        onSubmit={async (values) => {
          await update.mutateAsync({ rates: toStandardRates(values) });
          showToast({ type: 'success', title: messages.standardSaved });
          backToOverview();
        }}
        onCancel={backToOverview}
      />
    </FormPanel>
  );
}

/**
 * The standard rates edit page (`/settings/rates/edit`): the incidental and the periodical rate in
 * euro ('42,50' or '42.50'), saved with `freelancer:updateStandardRates`; back to the overview.
 */
export function StandardRatesEditScreen() {
  return (
    <Page title={messages.standardEditTitle}>
      <QueryBoundary>
        <StandardRatesForm />
      </QueryBoundary>
    </Page>
  );
}
