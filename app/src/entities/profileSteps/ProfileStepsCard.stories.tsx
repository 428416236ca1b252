import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { TaskCode } from '@pidz/contracts';
import { withApp } from '../../testing/AppDecorator';
import { rpcAnswers } from '../../testing/rpcAnswers';
import { FOLDED_KEY, ProfileStepsCard } from './ProfileStepsCard';

/** 'Maak je profiel af': the steps of a profile that is not active yet (agenda and dashboard). */
const meta = {
  title: 'Screens/FirstRun/ProfileStepsCard',
  component: ProfileStepsCard,
  decorators: [withApp],
  parameters: { scenario: 'empty' },
  beforeEach: () => sessionStorage.removeItem(FOLDED_KEY),
} satisfies Meta<typeof ProfileStepsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Maak je profiel af' }));

/** Lotte, new: every step open, each a link to where it is done. */
export const AllOpen: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const steps = await card(canvasElement);
    await expect(steps.getByText('0 van 9 klaar')).toBeVisible();
    const list = within(steps.getByRole('list', { name: 'Stappen om je profiel af te maken' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(9);
    await expect(
      list.getByRole('link', { name: /^Werkervaring toevoegen\W+nog te doen$/ }),
    ).toHaveAttribute('href', '/cv/work-experience/add');
    await expect(list.getByRole('link', { name: /^Klachtenregeling toevoegen/ })).toHaveAttribute(
      'href',
      '/settings/profile',
    );
    // The policy cannot be added here: the step says where.
    await expect(
      list.getByRole('link', { name: /^Verzekeringspolis sturen via Support.*andere omgeving/ }),
    ).toBeVisible();
  },
};

const done: readonly TaskCode[] = ['vog_document', 'add_workexperience', 'upload_diploma'];
const open: readonly TaskCode[] = [
  'missing_assets',
  'coc_document',
  'insurance_document',
  'complaints_document',
  'add_languageskill_dutch',
  'competency_experience',
  'set_automatic_payment_choice',
];

/** Some steps done: ticked, and counted. */
export const SomeDone: Story = {
  tags: ['visual'],
  parameters: {
    msw: {
      handlers: [
        rpcAnswers({
          'pidz.services.api.freelancer:getInactiveTaskList': () => [
            ...done.map((code) => ({ code, is_completed: true })),
            ...open.map((code) => ({ code, is_completed: false })),
          ],
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const steps = await card(canvasElement);
    await expect(await steps.findByText('3 van 9 klaar')).toBeVisible();
    await expect(
      steps.getByRole('link', { name: /^Werkervaring toevoegen\W+klaar$/ }),
    ).toBeVisible();
    await expect(
      steps.getByRole('link', { name: /^Nederlands toevoegen bij je talen\W+nog te doen$/ }),
    ).toBeVisible();
  },
};

/** Folded away: the title and the count stay, the steps go; unfolded again on a press. */
export const Folded: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const steps = await card(canvasElement);
    await userEvent.click(steps.getByRole('button', { name: 'Stappen verbergen' }));
    await expect(steps.queryByRole('list')).toBeNull();
    await expect(steps.getByText('0 van 9 klaar')).toBeVisible();
    await expect(sessionStorage.getItem(FOLDED_KEY)).toBe('true');
    await expect(steps.getByRole('button', { name: 'Stappen tonen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** An active profile (the seeded freelancer): no card. */
export const ActiveProfile: Story = {
  parameters: { scenario: 'freelancer' },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
