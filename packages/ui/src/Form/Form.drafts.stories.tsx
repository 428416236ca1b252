import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { formDraftStorageKey, writeFormDraft } from './draft';
import { FORM_DRAFT_MESSAGES, Form } from './Form';
import {
  profileFormArgs,
  profileItems,
  validProfile,
  type ProfileValues,
} from './formStoryProfile';

/** The form's draft: kept while typing, restored, cleared on save and cancel, never a secret. */
const meta = {
  title: 'UI/Form/Drafts',
  component: Form<ProfileValues>,
  args: profileFormArgs(),
} satisfies Meta<typeof Form<ProfileValues>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The values of the stored draft of `draftKey` (`null` when there is none). */
function storedDraft(draftKey: string): Record<string, unknown> | null {
  const raw = sessionStorage.getItem(formDraftStorageKey(draftKey));
  return raw === null ? null : (JSON.parse(raw) as { values: Record<string, unknown> }).values;
}

/**
 * Isolates a draft story: no draft of `draftKey` before it (stories may share a page, as the
 * visual check does), optionally a seeded one, and none after it.
 */
function withDraftStorage<V extends object>(
  draftKey: string,
  seed?: { values: V; initialValues: V },
): () => () => void {
  return () => {
    sessionStorage.removeItem(formDraftStorageKey(draftKey));
    if (seed)
      writeFormDraft(sessionStorage, draftKey, { ...seed, secretNames: new Set(), owner: null });
    return () => sessionStorage.removeItem(formDraftStorageKey(draftKey));
  };
}

const RESTORED_KEY = 'ui-form-story:profile:edit:1';

/**
 * A draft stored in an earlier visit (e.g. before a reload) is restored with a note; discarding it
 * brings back the initial values and removes the draft.
 */
export const DraftRestored: Story = {
  args: { defaultValues: validProfile, draftKey: RESTORED_KEY, onDirtyChange: fn() },
  beforeEach: withDraftStorage(RESTORED_KEY, {
    values: { ...validProfile, firstName: 'Sanne', insertion: 'de', vatFree: true },
    initialValues: validProfile,
  }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(FORM_DRAFT_MESSAGES.restored);
    const firstName = canvas.getByRole('textbox', { name: 'Voornaam' });
    await expect(firstName).toHaveValue('Sanne');
    await expect(canvas.getByRole('textbox', { name: 'Tussenvoegsel' })).toHaveValue('de');
    await expect(canvas.getByRole('switch', { name: 'Vrijgesteld van btw' })).toBeChecked();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(canvas.getByRole('button', { name: FORM_DRAFT_MESSAGES.discard }));
    await expect(firstName).toHaveValue('Anneke');
    await expect(canvas.getByRole('textbox', { name: 'Tussenvoegsel' })).toHaveValue('');
    await expect(canvas.getByRole('switch', { name: 'Vrijgesteld van btw' })).not.toBeChecked();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(storedDraft(RESTORED_KEY)).toBeNull();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(firstName).toHaveFocus());
  },
};

const CONTROLLED_KEY = 'ui-form-story:profile:controlled';

function ControlledDraftForm({
  draftKey,
  onValuesChange,
}: {
  draftKey: string;
  onValuesChange: (values: ProfileValues) => void;
}) {
  const [values, setValues] = useState(validProfile);
  return (
    <Form
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        onValuesChange(next);
      }}
      onSubmit={() => undefined}
      items={profileItems}
      draftKey={draftKey}
    />
  );
}

/** A controlled form hands the restored draft to its caller through one `onValuesChange` call. */
export const DraftRestoredControlled: Story = {
  args: { onValuesChange: fn() },
  beforeEach: withDraftStorage(CONTROLLED_KEY, {
    values: { ...validProfile, lastName: 'de Vries', description: 'Nog niet opgeslagen' },
    initialValues: validProfile,
  }),
  render: (args) => (
    <ControlledDraftForm draftKey={CONTROLLED_KEY} onValuesChange={args.onValuesChange ?? fn()} />
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(FORM_DRAFT_MESSAGES.restored);
    await expect(canvas.getByRole('textbox', { name: 'Achternaam' })).toHaveValue('de Vries');
    await expect(canvas.getByRole('textbox', { name: 'Omschrijving' })).toHaveValue(
      'Nog niet opgeslagen',
    );
    await expect(args.onValuesChange).toHaveBeenCalledTimes(1);
    await expect(args.onValuesChange).toHaveBeenCalledWith({
      ...validProfile,
      lastName: 'de Vries',
      description: 'Nog niet opgeslagen',
    });
  },
};

const FAILED_SAVE_KEY = 'ui-form-story:profile:failed-save';

export const DraftKeptAfterFailedSave: Story = {
  args: {
    defaultValues: validProfile,
    draftKey: FAILED_SAVE_KEY,
    onSubmit: fn(() => Promise.reject(new Error('Er is iets misgegaan'))),
    onSubmitError: fn(),
    onDirtyChange: fn(),
  },
  beforeEach: withDraftStorage(FAILED_SAVE_KEY),
  play: async ({ canvas, args }) => {
    await expect(storedDraft(FAILED_SAVE_KEY)).toBeNull();
    const insertion = canvas.getByRole('textbox', { name: 'Tussenvoegsel' });
    await userEvent.type(insertion, 'van');
    await expect(storedDraft(FAILED_SAVE_KEY)).toMatchObject({ insertion: 'van' });
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(args.onSubmitError).toHaveBeenCalledTimes(1));
    await expect(insertion).toHaveValue('van');
    await expect(storedDraft(FAILED_SAVE_KEY)).toMatchObject({ insertion: 'van' });
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};

const SAVE_KEY = 'ui-form-story:profile:save';

export const DraftClearedAfterSave: Story = {
  args: {
    defaultValues: validProfile,
    draftKey: SAVE_KEY,
    onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 100))),
    onDirtyChange: fn(),
  },
  beforeEach: withDraftStorage(SAVE_KEY),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tussenvoegsel' }), 'van');
    await expect(storedDraft(SAVE_KEY)).toMatchObject({ insertion: 'van' });
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...validProfile, insertion: 'van' });
    await expect(storedDraft(SAVE_KEY)).toBeNull();
  },
};

const CANCEL_KEY = 'ui-form-story:profile:cancel';

export const DraftClearedOnCancel: Story = {
  args: { defaultValues: validProfile, draftKey: CANCEL_KEY, onDirtyChange: fn() },
  beforeEach: withDraftStorage(CANCEL_KEY),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Achternaam' }), 's');
    await expect(storedDraft(CANCEL_KEY)).toMatchObject({ lastName: 'Jansens' });

    await userEvent.click(canvas.getByRole('button', { name: 'Annuleren' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(storedDraft(CANCEL_KEY)).toBeNull();
    // Clean before onCancel runs, so that a cancel that navigates is not asked to confirm.
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    const onDirtyChange = args.onDirtyChange as ReturnType<typeof fn>;
    const onCancel = args.onCancel as ReturnType<typeof fn>;
    await expect(onDirtyChange.mock.invocationCallOrder.at(-1)).toBeLessThan(
      onCancel.mock.invocationCallOrder.at(-1) ?? 0,
    );
  },
};

interface AccountValues {
  email: string;
  password: string;
  code: string;
}

const SECRET_KEY = 'ui-form-story:account';

/** A password input (and a field marked `isSecret`) never reaches sessionStorage. */
export const SecretFieldNotKept: StoryObj<typeof Form<AccountValues>> = {
  args: {
    items: [
      { kind: 'input', name: 'email', label: 'E-mailadres', type: 'email', autoComplete: 'email' },
      {
        kind: 'input',
        name: 'password',
        label: 'Wachtwoord',
        type: 'password',
        autoComplete: 'new-password',
      },
      {
        kind: 'input',
        name: 'code',
        label: 'Eenmalige code',
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        isSecret: true,
      },
    ],
    defaultValues: { email: '', password: '', code: '' },
    draftKey: SECRET_KEY,
    onSubmit: fn(),
  },
  beforeEach: withDraftStorage(SECRET_KEY),
  render: (args) => <Form {...args} />,
  play: async ({ canvas }) => {
    // A password input has no role of its own: it is found by its label.
    const password = canvas.getByLabelText('Wachtwoord');
    await expect(password).toHaveAttribute('type', 'password');
    // Only secret input so far: nothing to keep.
    await userEvent.type(password, 'Geheim123!');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Eenmalige code' }), '654321');
    await expect(storedDraft(SECRET_KEY)).toBeNull();

    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mailadres' }), 'anneke@pidz.nl');
    await expect(storedDraft(SECRET_KEY)).toEqual({ email: 'anneke@pidz.nl' });
    const everything = Object.keys(sessionStorage)
      .map((key) => sessionStorage.getItem(key) ?? '')
      .join('\n');
    await expect(everything).not.toContain('Geheim123!');
    await expect(everything).not.toContain('654321');
  },
};
