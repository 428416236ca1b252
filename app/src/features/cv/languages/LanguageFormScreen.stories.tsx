import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../../testing/AppDecorator';
import { TableRoutes } from '../../../lib/routing/routeTable';
import { routes } from '../routeTable';
import { cvPaths } from '../../../pathsBelow';

/** The freelancer seed's Duits (level Basisniveau, waiting for review): editable. */
const GERMAN_SKILL_ID = 503;

/** The language form (`/cv/languages/add`, `/cv/languages/edit/:id`) on the mocked back end. */
const meta = {
  title: 'Screens/CV/Language form',
  component: TableRoutes,
  args: { table: routes },
  decorators: [withApp],
  parameters: { route: cvPaths.languageAdd(), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts and the combobox's list are portalled to the document body. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Chooses 'Frans' by typing and arrow keys, and the level 'Professioneel' by keyboard. */
async function enterFrenchProfessional(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const combobox = await canvas.findByRole('combobox', { name: 'Taal' });
  await userEvent.click(combobox);
  await userEvent.keyboard('fr');
  await expect(await body(canvasElement).findByRole('option', { name: 'Frans' })).toBeVisible();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect(combobox).toHaveValue('Frans');
  await userEvent.tab();
  await userEvent.keyboard(' ');
  await userEvent.keyboard('{ArrowDown}');
  await expect(canvas.getByRole('radio', { name: 'Professioneel' })).toBeChecked();
}

/** A language waiting for review as its edit form opens. */
export const Filled: Story = {
  tags: ['visual'],
  parameters: { route: cvPaths.languageEdit({ id: GERMAN_SKILL_ID }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Taal bewerken' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Taal' })).toHaveValue('Duits'),
    );
  },
};

/**
 * Add: a language by keyboard, then back on the overview with a success toast and the new language
 * (far down the page, in 'Talen') scrolled into view, focused and briefly marked.
 */
export const Add: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Taal toevoegen' }),
    ).toBeVisible();
    const combobox = await canvas.findByRole('combobox', { name: 'Taal' });
    await expect(combobox).toHaveAttribute('placeholder', 'Selecteer of zoek een optie');
    await expect(combobox).toHaveValue('');

    // Languages already on the CV are not offered again.
    await userEvent.click(combobox);
    await userEvent.keyboard('engels');
    await expect(await body(canvasElement).findByText('Geen resultaten gevonden')).toBeVisible();
    await userEvent.clear(combobox);

    await enterFrenchProfessional(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));

    await expect(await canvas.findByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
    await expect(
      await body(canvasElement).findByText('Taal opgeslagen', { exact: true }),
    ).toBeVisible();
    const french = (await canvas.findByRole('heading', { name: 'Frans' })).closest('li');
    await expect(french).toHaveTextContent('Niveau: Professioneel');
    await expect(french).toHaveTextContent('Wacht op controle');

    await waitFor(() => expect(french).toHaveFocus());
    await expect(french).toHaveAttribute('data-just-saved');
    await waitFor(() => {
      const { top, bottom } = french?.getBoundingClientRect() ?? { top: -1, bottom: -1 };
      expect(top).toBeGreaterThanOrEqual(0);
      expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    });
  },
};

/** Edit: the skill's values are filled in; a new level is saved. */
export const Edit: Story = {
  parameters: { route: cvPaths.languageEdit({ id: GERMAN_SKILL_ID }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Taal bewerken' }),
    ).toBeVisible();
    const combobox = await canvas.findByRole('combobox', { name: 'Taal' });
    await waitFor(() => expect(combobox).toHaveValue('Duits'));
    await expect(canvas.getByRole('radio', { name: 'Basisniveau' })).toBeChecked();
    await expect(canvas.getByText('Wacht op controle')).toBeVisible();

    await userEvent.click(canvas.getByText('Moedertaal'));
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    const german = (await canvas.findByRole('heading', { name: 'Duits' })).closest('li');
    await expect(german).toHaveTextContent('Niveau: Moedertaal');
  },
};

/** Saving an empty form shows both messages and focuses the first invalid field. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    const combobox = await canvas.findByRole('combobox', { name: 'Taal' });
    // On blur: leaving the combobox empty.
    await userEvent.click(combobox);
    await userEvent.tab();
    await expect(await canvas.findByText('Selecteer een taal')).toBeVisible();
    await expect(canvas.queryByText('Selecteer een vaardigheid')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(await canvas.findByText('Selecteer een vaardigheid')).toBeVisible();
    await waitFor(() => expect(combobox).toHaveFocus());
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Taal toevoegen' })).toBeVisible();

    // On change: choosing a level clears its message.
    await userEvent.click(canvas.getByText('Moedertaal'));
    await waitFor(() => expect(canvas.queryByText('Selecteer een vaardigheid')).toBeNull());
  },
};

/**
 * `language_skill:create` fails (slowly): submit is disabled while saving, then the 'Oeps' toast,
 * and the form keeps what was entered.
 */
export const FailedSave: Story = {
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.language_skill:create', code: 602 }],
      delayMs: 200,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await enterFrenchProfessional(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Opslaan' });
    await userEvent.click(submit);
    // Saving: it takes no second press, and keeps the focus (aria-disabled, not disabled).
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveFocus();

    await expect(await body(canvasElement).findByText('Oeps', { exact: true })).toBeVisible();
    await expect(
      body(canvasElement).getByText('Er is iets misgegaan', { exact: true }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Taal toevoegen' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Taal' })).toHaveValue('Frans');
    await expect(canvas.getByRole('radio', { name: 'Professioneel' })).toBeChecked();
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
    await expect(submit).toHaveFocus();
  },
};

/** Remove from the edit page after confirming; back on the overview without it. */
export const Remove: Story = {
  parameters: { route: cvPaths.languageEdit({ id: GERMAN_SKILL_ID }) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Duits verwijderen' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Taal verwijderen',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    await expect(await canvas.findByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
    await expect(
      await body(canvasElement).findByText('Taal verwijderd', { exact: true }),
    ).toBeVisible();
    await canvas.findByRole('heading', { name: 'Nederlands' });
    await expect(canvas.queryByRole('heading', { name: 'Duits' })).toBeNull();
  },
};

/** Cancel returns to the overview without saving. */
export const Cancel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Annuleren' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
  },
};

/** An unknown id returns to the overview. */
export const UnknownId: Story = {
  parameters: { route: cvPaths.languageEdit({ id: 987654 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Talen' })).toBeVisible();
  },
};
