import styled from 'styled-components';
import { paths } from '../../paths';
import {
  useOrganisationsWithDepartments,
  useUpdateLinkedDepartment,
} from '../../entities/linkedOrganisations';
import { RecordFormScreen, recordForm } from '../../lib/forms/RecordFormScreen';
import { showToast } from '../../lib/platform/toasts';
import { useChangeDeviatingRate } from './api';
import { ratesMessages as messages } from './messages';
import { NoDepartmentNotice } from './NoDepartmentNotice';
import { hasDeviatingRate } from './deviatingRate';
import {
  deviatingRateItems,
  deviatingRateValues,
  hasLinkedDepartment,
  toDeviatingRateChange,
  toDeviatingRateModel,
} from './ratesForms';

const Subject = styled.p`
  margin: 0 0 var(--pidz-space-md);
  font-weight: 700;
`;

/** The organisations with their departments; the record is a department with a deviating rate. */
const deviatingRateForm = recordForm({
  name: 'rates-deviating',
  titles: { add: messages.deviatingAddTitle, edit: messages.deviatingEditTitle },
  useData: useOrganisationsWithDepartments,
  find: (groups, id) =>
    groups
      .flatMap(({ departments }) => departments)
      .find(
        (department) => String(department.department_id) === id && hasDeviatingRate(department),
      ),
  idOf: (department) => department.department_id,
  items: deviatingRateItems,
  toValues: deviatingRateValues,
  // Adding a deviating rate is a change of the department with the amounts: 1605 when the
  // department already has one for a field sent.
  useCreate: useUpdateLinkedDepartment,
  useUpdate: useChangeDeviatingRate,
  toCreate: toDeviatingRateModel,
  toUpdate: toDeviatingRateChange,
  onSaved: (department, groups) => {
    const organisation = groups.find(
      (group) => group.organisation.organisation_id === department.organisation_id,
    )?.organisation;
    showToast({
      type: 'success',
      title: messages.deviatingSaved,
      message: messages.deviatingSavedText(
        messages.departmentName(department.department_name, organisation?.organisation_name ?? ''),
      ),
    });
  },
});

/**
 * Adds a deviating rate (`/settings/rates/different/add`: organisation, linked department, one or
 * both amounts; 1605 when the department already has one, and the input stays) or changes one
 * (`/settings/rates/different/edit/:id`, the department's id; unknown: back to the overview).
 */
export function DeviatingRateFormScreen({ departmentId }: { departmentId?: string }) {
  return (
    <RecordFormScreen
      form={deviatingRateForm}
      id={departmentId}
      returnTo={paths.rates.overview()}
      above={({ record, data }) =>
        record ? (
          <Subject>
            {messages.departmentName(
              record.department_name,
              data.find((group) => group.organisation.organisation_id === record.organisation_id)
                ?.organisation.organisation_name ?? '',
            )}
          </Subject>
        ) : (
          !hasLinkedDepartment(data) && <NoDepartmentNotice />
        )
      }
    />
  );
}
