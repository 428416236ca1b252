import { useSuspenseQuery } from '@tanstack/react-query';
import { paths } from '../../paths';
import { oneRecordForm, RecordFormScreen } from '../../lib/forms/RecordFormScreen';
import { showToast } from '../../lib/platform/toasts';
import { standardRatesQuery, useUpdateStandardRates } from './api';
import { ratesMessages as messages } from './messages';
import { standardRatesItems, standardRatesValues, toStandardRates } from './ratesForms';

/** The standard rates as one record: saved with a toast, back to the overview. */
const standardRatesForm = oneRecordForm({
  titles: { edit: messages.standardEditTitle },
  useData: () => useSuspenseQuery(standardRatesQuery).data,
  find: (rates) => rates,
  draftKey: () => 'rates-standard:edit',
  toValues: standardRatesValues,
  useForm: () => {
    const update = useUpdateStandardRates();
    return {
      items: standardRatesItems,
      save: (values) => update.mutateAsync({ rates: toStandardRates(values) }),
    };
  },
  onSaved: () => showToast({ type: 'success', title: messages.standardSaved }),
});

/**
 * The standard rates edit page (`/settings/rates/edit`): the incidental and the periodical rate in
 * euro ('42,50' or '42.50'), saved with `freelancer:updateStandardRates`; back to the overview.
 */
export function StandardRatesEditScreen() {
  return <RecordFormScreen form={standardRatesForm} returnTo={paths.rates.overview()} />;
}
