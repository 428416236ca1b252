import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContractService } from './ContractService.tsx';
import { RestCalls } from './RestCalls.tsx';

/**
 * The contract, readable: a page per service of contracts/pidz.openrpc.json and one of the REST
 * calls, rendered from the documents at build time (no copy of their content here: a story only
 * names its service; contract.test.ts checks that every service has one). Not in the visual
 * check (only `UI/` and `visual` stories are).
 */
const meta = {
  title: 'Contract',
  component: ContractService,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContractService>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Probeer' sends the first example to the in-browser mock and shows its answer. */
export const Calendar: Story = {
  args: { service: 'calendar' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Probeer calendar:getWebCalURL' }));
    await expect(await page.findByText('HTTP 200')).toBeVisible();
    await expect(page.getByLabelText('Antwoord op calendar:getWebCalURL')).toHaveTextContent(
      'webcal',
    );
  },
};
export const Notification: Story = { args: { service: 'notification' } };
export const Freelancer: Story = { args: { service: 'freelancer' } };
export const Feedback: Story = { args: { service: 'feedback' } };
export const FreelancerInvoice: Story = { args: { service: 'freelancer_invoice' } };
export const SoftwareInvoice: Story = { args: { service: 'software_invoice' } };
export const Profile: Story = { args: { service: 'profile' } };
export const Coc: Story = { args: { service: 'coc' } };
export const FreelancerPreferences: Story = { args: { service: 'freelancer_preferences' } };
export const User: Story = { args: { service: 'user' } };
export const Resume: Story = { args: { service: 'resume' } };
export const BigRegistration: Story = { args: { service: 'big_registration' } };
export const TrainingSubject: Story = { args: { service: 'training_subject' } };
export const EducationSubject: Story = { args: { service: 'education_subject' } };
export const Sector: Story = { args: { service: 'sector' } };
export const Functions: Story = { name: 'Function', args: { service: 'function' } };
export const RegistrationType: Story = { args: { service: 'registration_type' } };
export const Language: Story = { args: { service: 'language' } };
export const LanguageSkill: Story = { args: { service: 'language_skill' } };
export const WorkExperience: Story = { args: { service: 'work_experience' } };
export const Education: Story = { args: { service: 'education' } };
export const Registration: Story = { args: { service: 'registration' } };
export const Training: Story = { args: { service: 'training' } };
export const Competency: Story = { args: { service: 'competency' } };
export const Asset: Story = { args: { service: 'asset' } };
export const AssetType: Story = { args: { service: 'asset_type' } };
export const Communication: Story = { args: { service: 'communication' } };

/** The REST calls of contracts/rest.openapi.json. */
export const RestCallsPage: Story = {
  name: 'REST calls',
  args: { service: '' },
  render: () => <RestCalls />,
};
