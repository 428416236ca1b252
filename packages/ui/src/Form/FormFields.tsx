import styled from 'styled-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { Combobox } from '../Combobox/Combobox';
import { Dropdown } from '../Dropdown/Dropdown';
import { useHelpTexts } from '../Field/Field';
import { fieldStackStyles } from '../Field/inputStyles';
import type { OptionValue } from '../Field/options';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { Toggle } from '../Toggle/Toggle';
import type { DatePicker as LoadedDatePicker } from '../DatePicker/DatePicker';
import type { CustomFieldRenderProps, DateBound, FormField } from './model';

/**
 * Renders one field description as its input, wired to the form through `field`; a date field with
 * the date picker the form has loaded for it (useDateFieldsAfterPaint.ts).
 */
export function FormFieldView<V>({
  description,
  field,
  values,
  DatePicker,
}: {
  description: FormField<V>;
  field: CustomFieldRenderProps<unknown>;
  values: V;
  DatePicker: typeof LoadedDatePicker | undefined;
}) {
  // The model's FieldFor type ties each kind to the value type of its key, so the casts below
  // only restate what the description already guarantees.
  switch (description.kind) {
    case 'input':
      return (
        <TextField
          {...(field as CustomFieldRenderProps<string>)}
          type={description.type}
          placeholder={description.placeholder}
          autoComplete={description.autoComplete}
          inputMode={description.inputMode}
        />
      );
    case 'textarea':
      return (
        <TextArea
          {...(field as CustomFieldRenderProps<string>)}
          rows={description.rows}
          placeholder={description.placeholder}
        />
      );
    case 'checkbox':
      return <Checkbox {...(field as CustomFieldRenderProps<boolean>)} />;
    case 'toggle':
      return <ToggleInput {...(field as CustomFieldRenderProps<boolean>)} />;
    case 'radiogroup':
      return (
        <RadioGroup
          {...(field as CustomFieldRenderProps<string | null>)}
          options={description.options}
          orientation={description.orientation}
        />
      );
    case 'dropdown':
      return (
        <Dropdown
          {...(field as CustomFieldRenderProps<OptionValue | null>)}
          options={description.options}
          placeholder={description.placeholder}
        />
      );
    case 'combobox':
      return (
        <Combobox
          {...(field as CustomFieldRenderProps<OptionValue | null>)}
          options={description.options}
          placeholder={description.placeholder}
        />
      );
    case 'date':
      return (
        DatePicker && (
          <DatePicker
            {...(field as CustomFieldRenderProps<string | null>)}
            minValue={resolveDateBound(description.minValue, values)}
            maxValue={resolveDateBound(description.maxValue, values)}
          />
        )
      );
    case 'custom':
      return description.render(field as Parameters<typeof description.render>[0]);
  }
}

function resolveDateBound<V>(bound: DateBound<V> | undefined, values: V): string | undefined {
  return (typeof bound === 'function' ? bound(values) : bound) ?? undefined;
}

const Stack = styled.div`
  ${fieldStackStyles}
`;

/**
 * The library's Toggle with description and error. A switch has no invalid state in ARIA, so the
 * texts are tied to it with `aria-describedby`.
 */
function ToggleInput({
  label,
  value,
  errorMessage,
  isDisabled,
  description,
  onChange,
  onBlur,
  name,
}: CustomFieldRenderProps<boolean>) {
  const { helpTexts, describedBy } = useHelpTexts({ description, errorMessage, isDisabled });
  return (
    <Stack>
      <Toggle
        name={name}
        isSelected={value}
        onChange={onChange}
        onBlur={onBlur}
        isDisabled={isDisabled}
        aria-describedby={describedBy}
      >
        {label}
      </Toggle>
      {helpTexts}
    </Stack>
  );
}
