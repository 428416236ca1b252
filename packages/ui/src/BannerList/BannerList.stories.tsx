import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LinkButton } from '../LinkButton';
import { narrowScreenQuery } from '../tokens/tokens';
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
    // The visual check shows UI stories at 1024 px, where nothing folds.
    if (!window.matchMedia(narrowScreenQuery).matches) return;
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

const phone = {
  viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' } } } },
};

/**
 * A phone (390 x 844): three banners folded to their titles, each with 'Meer'; together at most a
 * third of the screen.
 */
export const FoldedOnAPhone: Story = {
  parameters: phone,
  globals: { viewport: { value: 'phone' } },
  args: { banners: [banners.unsubscribed, banners.invoice, banners.activate] },
  play: async ({ canvas }) => {
    // The visual check shows UI stories at 1024 px, where nothing folds.
    if (!window.matchMedia(narrowScreenQuery).matches) return;
    const list = canvas.getByRole('list', { name: 'Meldingen over je account' });
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight / 3);
    const more = canvas.getAllByRole('button', { name: /^Meer over / });
    await expect(more).toHaveLength(3);
    for (const button of more) await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(banners.invoice.text)).not.toBeVisible();
  },
};

/** A phone: 'Meer' unfolds that banner's text (and only that one's). */
export const UnfoldedOnAPhone: Story = {
  ...FoldedOnAPhone,
  play: async ({ canvas }) => {
    if (!window.matchMedia(narrowScreenQuery).matches) return;
    const [, more] = canvas.getAllByRole('button', { name: /^Meer over / });
    await userEvent.click(more as HTMLElement);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(banners.invoice.text)).toBeVisible();
    await expect(canvas.getByText(banners.activate.text)).not.toBeVisible();
  },
};

/** On a wide screen nothing is folded: the texts show and there is no 'Meer'. */
export const NotFoldedOnAWideScreen: Story = {
  args: { banners: [banners.unsubscribed, banners.invoice] },
  play: async ({ canvas }) => {
    if (window.innerWidth < 640) return;
    await expect(canvas.getByText(banners.invoice.text)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Meer over / })).toBeNull();
  },
};

const notice = {
  type: 'warning',
  title: 'Onderhoud',
  text: 'Op zondag 29 november van 06:00 tot 08:00 is de app niet beschikbaar.',
} satisfies BannerMessage;

/** A closable banner (the maintenance notice): 'Sluiten' calls its `onDismiss`. */
export const Closable: Story = {
  args: { banners: [banners.activate, { ...notice, onDismiss: fn() }] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button', { name: 'Sluiten' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sluiten' }));
    await expect(args.banners[1]?.onDismiss).toHaveBeenCalledOnce();
  },
};

function ClosableNotice() {
  const [isClosed, setClosed] = useState(false);
  const shown = isClosed
    ? [banners.activate]
    : [banners.activate, { ...notice, onDismiss: () => setClosed(true) }];
  return <BannerList aria-label="Meldingen over je account" banners={shown} />;
}

/** Closed: the notice is gone, the other banner stays. */
export const Closed: Story = {
  render: () => <ClosableNotice />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sluiten' }));
    await expect(canvas.queryByText('Onderhoud')).toBeNull();
    await expect(canvas.getByText('Activeer je profiel')).toBeVisible();
    // The focus goes to the banners that remain, not to the body.
    await waitFor(() =>
      expect(document.activeElement).toBe(canvas.getByRole('list', { name: /Meldingen/ })),
    );
  },
};
