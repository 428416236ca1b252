import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Form } from './Form';
import { profileFormArgs, validProfile, type ProfileValues } from './formStoryProfile';

/** Submitting the form: only when valid, once while saving, a failed save, cancel. */
const meta = {
  title: 'UI/Form/Submit',
  component: Form<ProfileValues>,
  args: profileFormArgs(),
} satisfies Meta<typeof Form<ProfileValues>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitNotFiredWhenInvalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Voornaam' }), 'Anneke');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(await canvas.findByText('Vul je achternaam in')).toBeVisible();
    await expect(canvas.getByText('Vul een geslacht in')).toBeVisible();
    await expect(canvas.getByText('Selecteer een land')).toBeVisible();
    await expect(canvas.getByText('Bevestig je gegevens')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The first invalid field gets focus.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Achternaam' })).toHaveFocus());
  },
};

export const SubmitsValidValues: Story = {
  args: { defaultValues: validProfile },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tussenvoegsel' }), 'van');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...validProfile, insertion: 'van' }),
    );
  },
};

/** Ends the save of `SubmitDisabledWhileSubmitting`, which lasts until the play ends it. */
let finishSave: () => void = () => undefined;

export const SubmitDisabledWhileSubmitting: Story = {
  args: {
    defaultValues: validProfile,
    onSubmit: fn(() => new Promise<void>((resolve) => (finishSave = resolve))),
  },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Opslaan' });
    await userEvent.click(submit);
    // Not `disabled`, which would drop the focus to <body>: aria-disabled, and the focus stays.
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    await expect(submit).toHaveFocus();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // A slow save shows its progress: a turning circle in the button, and a status that says so.
    await expect(await canvas.findByRole('status')).toHaveTextContent('Bezig met opslaan…');
    const progress = submit.querySelector('[data-saving-progress]');
    await waitFor(() => expect(progress && getComputedStyle(progress).opacity).toBe('1'));
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    finishSave();
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
    await expect(submit).toHaveFocus();
    await expect(submit.querySelector('[data-saving-progress]')).toBeNull();
  },
};

export const FailedSubmitKeepsValues: Story = {
  args: {
    defaultValues: validProfile,
    onSubmit: fn(() => Promise.reject(new Error('Er is iets misgegaan'))),
    onSubmitError: fn(),
  },
  play: async ({ canvas, args }) => {
    const insertion = canvas.getByRole('textbox', { name: 'Tussenvoegsel' });
    await userEvent.type(insertion, 'de');
    const submit = canvas.getByRole('button', { name: 'Opslaan' });
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmitError).toHaveBeenCalledTimes(1));
    await expect(insertion).toHaveValue('de');
    await expect(canvas.getByRole('textbox', { name: 'Voornaam' })).toHaveValue('Anneke');
    // The focus is back where the user left it, on 'Opslaan', ready to try again.
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
    await expect(submit).toHaveFocus();
  },
};

export const CancelFires: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Annuleren' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
