import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components';
import styled from 'styled-components';
import { expect, userEvent } from 'storybook/test';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '.';

/**
 * The parts every field of the library is made of (TextField, Dropdown, Combobox, the pickers and
 * the form's fields use them): the label with its required marker, the description and the error
 * message under the input, which react-aria links to it. Shown here around a bare react-aria
 * input.
 */

const Stack = styled(TextField)`
  display: flex;
  flex-direction: column;
  gap: var(--pidz-space-xs);
  max-width: 24rem;
`;

const BareInput = styled(Input)`
  height: 2.5rem;
  padding: 0 var(--pidz-space-sm);
  border: 1px solid var(--pidz-color-grey-600);
  border-radius: var(--pidz-radius-sm);
  font: inherit;

  &[data-invalid] {
    border-color: var(--pidz-color-red);
  }
`;

interface FieldPartsProps {
  /** The label text. */
  label: string;
  /** Help text under the input. */
  description?: string;
  /** Error text under the input; shows only while the field is invalid. */
  errorMessage?: string;
  /** Marks the field invalid. */
  isInvalid?: boolean;
  /** Marks the field required. */
  isRequired?: boolean;
  /** Names the field for assistive technology only. */
  isLabelHidden?: boolean;
  /** Disables the field. */
  isDisabled?: boolean;
  /** The input's start value. */
  defaultValue?: string;
}

/** A react-aria text field made of the Field parts. */
function FieldParts({
  label,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isLabelHidden = false,
  isDisabled = false,
  defaultValue,
}: FieldPartsProps) {
  return (
    <Stack
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      defaultValue={defaultValue}
    >
      <FieldLabel isRequired={isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <BareInput />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </Stack>
  );
}

const meta = {
  title: 'UI/Field',
  component: FieldParts,
  args: { label: 'Voornaam' },
} satisfies Meta<typeof FieldParts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the input. */
export const Label: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Voornaam' });
    await userEvent.click(canvas.getByText('Voornaam'));
    await expect(input).toHaveFocus();
    await expect(input).not.toBeRequired();
  },
};

/** A required field: a marker after the label, hidden from assistive technology, which hears `required`. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Voornaam' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A label for assistive technology only, where the page says it already. */
export const HiddenLabel: Story = {
  args: { label: 'Zoeken', isLabelHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Zoeken' })).toBeInTheDocument();
    const label = canvas.getByText('Zoeken');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** The description under the input describes it. */
export const Description: Story = {
  args: { label: 'BSN', description: 'Je burgerservicenummer, 9 cijfers.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'BSN' })).toHaveAccessibleDescription(
      'Je burgerservicenummer, 9 cijfers.',
    );
  },
};

/** An invalid field shows its error under the input (after the description), which describes it. */
export const WithError: Story = {
  args: {
    label: 'BSN',
    description: 'Je burgerservicenummer, 9 cijfers.',
    errorMessage: 'Een BSN bevat 9 cijfers',
    isInvalid: true,
    defaultValue: '1234',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'BSN' });
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Een BSN bevat 9 cijfers')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      'Je burgerservicenummer, 9 cijfers. Een BSN bevat 9 cijfers',
    );
  },
};

/** A valid field keeps its error message to itself. */
export const ErrorWhileValid: Story = {
  args: { label: 'BSN', errorMessage: 'Een BSN bevat 9 cijfers', defaultValue: '123456789' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'BSN' })).toBeValid();
    await expect(canvas.queryByText('Een BSN bevat 9 cijfers')).toBeNull();
  },
};

/** A disabled field cannot be changed. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Anneke', description: 'Wordt door PIDZ ingevuld.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Voornaam' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Anneke');
  },
};

/** Long texts wrap within the field's width. */
export const LongTexts: Story = {
  args: {
    label: 'Inschrijfnummer in het Kwaliteitsregister Verpleegkundigen & Verzorgenden',
    description:
      'Het nummer staat op je inschrijvingsbewijs en in je account op de website van het register; het bestaat uit 6 tot en met 12 tekens.',
    errorMessage:
      'Een nummer in het Kwaliteitsregister V&V bestaat uit 6 tot en met 12 tekens, zonder spaties of andere leestekens',
    isInvalid: true,
    isRequired: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeInvalid();
    const field = input.parentElement as HTMLElement;
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
  },
};
