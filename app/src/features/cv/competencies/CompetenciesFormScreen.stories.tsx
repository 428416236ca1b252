import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { withApp } from '../../../testing/AppDecorator';
import { TableRoutes } from '../../../lib/routing/routeTable';
import { routes } from '../routeTable';
import { expectPage, expectToast, save } from '../../../testing/storyActions';
import { cvPaths } from '../../../pathsBelow';

/** The competency category 'Begeleiding en psychiatrie': none experienced in the freelancer seed. */
const PSYCH_CATEGORY_ID = 3;

/** The competencies of a category (`/cv/competencies/edit/:id`) on the mocked back end. */
const meta = {
  title: 'Screens/CV/Competencies form',
  component: TableRoutes,
  args: { table: routes },
  decorators: [withApp],
  parameters: {
    route: cvPaths.competenciesEdit({ id: PSYCH_CATEGORY_ID }),
    scenario: 'freelancer',
  },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category's competencies as the form opens. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, 'Bekwaamheden bewerken');
  },
};

/** Ticks a competency and saves. */
export const MarkExperienced: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bekwaamheden bewerken' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Begeleiding en psychiatrie' }),
    ).toBeVisible();
    const checkbox = canvas.getByRole('checkbox', { name: 'De-escalerend werken' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await save(canvasElement);
    await expectPage(canvasElement, 'CV');
    await expectToast(canvasElement, 'Bekwaamheden opgeslagen');
    const category = (
      await canvas.findByRole('heading', { level: 3, name: 'Begeleiding en psychiatrie' })
    ).closest('li');
    await expect(category).toHaveTextContent('Deels bekwaam');
    // Back at the saved category (lib/screen/savedRecord.ts).
    await waitFor(() => expect(category).toHaveFocus());
    await expect(category).toHaveAttribute('data-just-saved');
  },
};

/** `competency:updateCompetency` fails: the 'Oeps' toast, and the ticks stay. */
export const FailedSave: Story = {
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.competency:updateCompetency', code: 600 }],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const checkbox = await canvas.findByRole('checkbox', { name: 'De-escalerend werken' });
    await userEvent.click(checkbox);
    await save(canvasElement);
    await expectToast(canvasElement, 'Oeps');
    await expect(checkbox).toBeChecked();
  },
};

/** An unknown category returns to the overview. */
export const UnknownCategory: Story = {
  parameters: { route: cvPaths.competenciesEdit({ id: 999 }) },
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, 'CV');
  },
};
