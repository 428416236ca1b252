import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton } from '../LinkButton';
import { BannerList, type BannerMessage } from './BannerList';

const banners = {
  unsubscribed: {
    type: 'error',
    title: 'Account uitgeschreven',
    text: 'Je bent uitgeschreven door een medewerker van kantoor. Neem contact op met kantoor.',
  },
  invoice: {
    type: 'warning',
    title: 'Openstaande facturen',
    text: 'Betaal je openstaande softwarefacturen met een online betaalmethode om de app te kunnen gebruiken.',
  },
  activate: {
    type: 'info',
    title: 'Activeer je profiel',
    text: 'Vul je gegevens aan en laat je bestanden goedkeuren om je profiel te activeren.',
  },
  approved: {
    type: 'success',
    title: 'Profiel actief',
    text: 'Je profiel is goedgekeurd.',
  },
  nearlyExpired: {
    type: 'warning',
    title: 'Bestanden verlopen bijna',
    text: 'Vernieuw je bestanden die bijna verlopen, zodat je profiel niet inactief wordt.',
  },
} satisfies Record<string, BannerMessage>;

const meta = {
  title: 'UI/BannerList',
  component: BannerList,
  args: { 'aria-label': 'Meldingen over je account', banners: [banners.activate] },
} satisfies Meta<typeof BannerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InfoBanner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Activeer je profiel');
  },
};

export const WarningBanner: Story = { args: { banners: [banners.invoice] } };

export const ErrorBanner: Story = { args: { banners: [banners.unsubscribed] } };

export const SuccessBanner: Story = { args: { banners: [banners.approved] } };

/** Five banners given, three shown: the first three. */
export const AtMostThree: Story = {
  args: {
    banners: [
      banners.unsubscribed,
      banners.invoice,
      banners.activate,
      banners.approved,
      banners.nearlyExpired,
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Meldingen over je account' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Activeer je profiel')).toBeVisible();
    await expect(canvas.queryByText('Profiel actief')).toBeNull();
    await expect(canvas.queryByText('Bestanden verlopen bijna')).toBeNull();
  },
};

/** A banner with the action that resolves it, under its text. */
export const WithAction: Story = {
  args: {
    banners: [
      {
        ...banners.activate,
        action: (
          <LinkButton variant="secondary" isCompact href="/settings/profile">
            Naar je documenten
          </LinkButton>
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('listitem');
    await expect(within(banner).getByRole('link', { name: 'Naar je documenten' })).toHaveAttribute(
      'href',
      '/settings/profile',
    );
  },
};

export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    banners: [
      {
        type: 'warning',
        title: 'Tijdzone',
        text: 'Alle tijden in de app zijn de lokale Nederlandse tijd van de opdracht, niet die van je telefoon. Daarom kun je urenregistraties voorlopig niet aanpassen. '.repeat(
          3,
        ),
      },
    ],
  },
};
