import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { FormPanel } from './FormPanel';

/** Room around the panel on the grey page, as on a screen. */
const Page = styled.div`
  padding: var(--pidz-space-md);
  background: var(--pidz-color-grey-100);
`;

const meta = {
  title: 'UI/FormPanel',
  component: FormPanel,
  args: {
    children: (
      <form aria-label="Opleiding">
        <TextField label="Naam instelling" defaultValue="Hogeschool Utrecht" />
      </form>
    ),
  },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof FormPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Opleiding' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An edited record: its remove control under the form, set apart by a line. */
export const WithFooter: Story = {
  args: { footer: <Button variant="secondary">Verwijderen</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verwijderen' })).toBeVisible();
  },
};
