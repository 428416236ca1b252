import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Form } from './Form';
import { profileFormArgs, type ProfileValues } from './formStoryProfile';
import { matches } from './rules';

/** The form's rules: on blur and on change, the first failing one, linked fields, a rule that asks the server. */
const meta = {
  title: 'UI/Form/Validation',
  component: Form<ProfileValues>,
  args: profileFormArgs(),
} satisfies Meta<typeof Form<ProfileValues>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredErrorOnBlur: Story = {
  play: async ({ canvas }) => {
    const firstName = canvas.getByRole('textbox', { name: 'Voornaam' });
    await userEvent.click(firstName);
    await expect(canvas.queryByText('Vul je voornaam in')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await canvas.findByText('Vul je voornaam in')).toBeVisible();
    await expect(firstName).toBeInvalid();
    await expect(firstName).toHaveAccessibleDescription('Vul je voornaam in');
  },
};

export const ErrorClearsOnChange: Story = {
  play: async ({ canvas }) => {
    const firstName = canvas.getByRole('textbox', { name: 'Voornaam' });
    await userEvent.click(firstName);
    await userEvent.tab();
    await canvas.findByText('Vul je voornaam in');
    await userEvent.type(firstName, 'A');
    await expect(canvas.queryByText('Vul je voornaam in')).not.toBeInTheDocument();
    await expect(firstName).toBeValid();
    await userEvent.clear(firstName);
    await expect(await canvas.findByText('Vul je voornaam in')).toBeVisible();
  },
};

export const FirstFailingRuleAndDefaultMessage: Story = {
  play: async ({ canvas }) => {
    const bsn = canvas.getByRole('textbox', { name: 'BSN' });
    await userEvent.type(bsn, '1234');
    await expect(await canvas.findByText('Een BSN bevat 9 cijfers')).toBeVisible();
    await userEvent.type(bsn, '56789');
    await expect(canvas.queryByText('Een BSN bevat 9 cijfers')).not.toBeInTheDocument();

    // A rule without its own message falls back to '{field} is not valid.'.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Website' }), 'pidz');
    await expect(await canvas.findByText('Website is not valid.')).toBeVisible();
  },
};

export const LinkedDoubleInputs: Story = {
  play: async ({ canvas }) => {
    const houseNumber = canvas.getByRole('textbox', { name: 'Huisnummer' });
    const addition = canvas.getByRole('textbox', { name: 'Toevoeging' });
    await userEvent.type(addition, 'A');
    await expect(await canvas.findByText('Vul eerst een huisnummer in')).toBeVisible();
    // Typing in the partner re-validates the addition.
    await userEvent.type(houseNumber, '12');
    await expect(canvas.queryByText('Vul eerst een huisnummer in')).not.toBeInTheDocument();
  },
};

interface CocValues {
  cocNumber: string;
}

/** The server's answers the KVK rule waits for, until the play gives them. */
const unansweredChecks: { value: string; answer: (message: string | null) => void }[] = [];

/** The server answers every check asked so far: '00000000' is not found. */
function answerChecks() {
  for (const { value, answer } of unansweredChecks.splice(0)) {
    answer(value === '00000000' ? 'KVK nummer niet gevonden' : null);
  }
}

/** A rule that asks the server: the submit button waits for it. */
const cocNumberExists = (value: string) =>
  new Promise<string | null>((answer) => unansweredChecks.push({ value, answer }));

export const AsyncRuleDisablesSubmit: StoryObj<typeof Form<CocValues>> = {
  args: {
    items: [
      {
        kind: 'input',
        name: 'cocNumber',
        label: 'KVK nummer',
        rules: [
          matches(
            /^\d{8,11}$/,
            'Vul een geldig KVK nummer in met minimaal 8 en maximaal 11 cijfers',
          ),
          cocNumberExists,
        ],
      },
    ],
    defaultValues: { cocNumber: '' },
    onSubmit: fn(),
  },
  beforeEach: () => {
    unansweredChecks.length = 0;
  },
  render: (args) => <Form {...args} />,
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Opslaan' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'KVK nummer' }), '00000000');
    await expect(unansweredChecks).toHaveLength(1);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    answerChecks();
    await expect(await canvas.findByText('KVK nummer niet gevonden')).toBeVisible();
    await expect(submit).not.toHaveAttribute('aria-disabled');

    // Submitting checks again; the answer keeps the form from submitting.
    await userEvent.click(submit);
    await waitFor(() => expect(unansweredChecks.length).toBeGreaterThan(0));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    answerChecks();
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByText('KVK nummer niet gevonden')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
