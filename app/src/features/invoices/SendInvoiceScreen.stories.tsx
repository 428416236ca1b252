import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { OLD_SITE_URL } from '../../config';
import { withApp } from '../../testing/AppDecorator';
import { TableRoutes } from '../../lib/routing/routeTable';
import { pageRoutes } from './routeTable';
import { invoicePaths } from '../../pathsBelow';

/**
 * Sending the invoice of a timesheet (`/invoices/send/:sheetId`) on the mocked back end. Seeded:
 * sheet 3301 (not invoiced), 3302 (open changes: 1310), 3001 (invoiced already).
 */
const meta = {
  title: 'Screens/Invoices/SendInvoice',
  component: TableRoutes,
  args: { table: pageRoutes },
  decorators: [withApp],
  parameters: { route: invoicePaths.send({ sheetId: 3301 }), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Empty: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Factuur versturen' });
    await expect(within(form).getByRole('textbox', { name: /Factuurnummer/ })).toHaveValue('');
    await expect(
      within(form).getByRole('checkbox', { name: /Voorfinanciering/ }),
    ).not.toBeChecked();
    await expect(within(form).getByRole('button', { name: 'Versturen' })).toBeVisible();
    await expect(
      canvas.getByText('Verstuur de factuur voor urenregistratie 3301 naar de opdrachtgever.'),
    ).toBeVisible();
    // The contract reads no timesheet: its client, department and amount are a link away.
    await expect(
      canvas.getByRole('link', {
        name: 'Urenregistratie 3301 bekijken (opent de andere omgeving)',
      }),
    ).toHaveAttribute('href', `${OLD_SITE_URL}/sheets/3301`);
  },
};

/** Without a number: the message under the field, nothing sent. */
export const NumberRequired: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Factuur versturen' });
    await userEvent.click(within(form).getByRole('button', { name: 'Versturen' }));
    await expect(await within(form).findByText('Vul een factuurnummer in')).toBeVisible();
  },
};

/** A number of 256 characters. */
export const NumberTooLong: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: /Factuurnummer/ });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(256));
    await userEvent.tab();
    await expect(await canvas.findByText('Maximaal 255 karakters')).toBeVisible();
  },
};

/** Sent with pre-financing: the toast, and the new invoice's detail. */
export const Sends: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Factuurnummer/ }), 'ZDV-9');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Voorfinanciering/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    await expect(await canvas.findByText('De factuur is verstuurd')).toBeVisible();
    // The toast says to whom and for how much it went.
    await expect(
      canvas.getByText(/^Factuur ZDV-9 van €\s1\.187,50 is verstuurd naar .+, .+\.$/),
    ).toBeVisible();
    const facts = await canvas.findByRole('region', { name: 'ZDV-9' });
    await expect(facts).toHaveTextContent('VoorfinancieringJa');
    await expect(facts).toHaveTextContent(/€\s1\.187,50/);
  },
};

/**
 * A number used before (1304): the message on the number's field, which gets the focus and keeps
 * the number; no toast over 'Versturen'.
 */
export const NumberUsed: Story = {
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.freelancer_invoice:sendInvoice', code: 1304 }],
    },
  },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: /Factuurnummer/ });
    await userEvent.type(field, 'ZDV-2026-001');
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Dit factuurnummer is al gebruikt/),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('ZDV-2026-001');
    await expect(screen.queryByText('Oeps')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Versturen' })).toBeEnabled();
  },
};

/**
 * Refused once (1304), then sent with another number: 'De factuur is verstuurd' replaces the
 * refusal, which no longer stands beside it (docs/decisions/0024).
 */
export const SentAfterRefusal: Story = {
  parameters: {
    mockOptions: {
      faults: [
        { method: 'pidz.services.api.freelancer_invoice:sendInvoice', code: 1304, times: 1 },
      ],
    },
  },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: /Factuurnummer/ });
    await userEvent.type(field, 'ZDV-2026-001');
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    await expect(await canvas.findByText('Dit factuurnummer is al gebruikt')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'ZDV-12');
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    await expect(await canvas.findByText('De factuur is verstuurd')).toBeVisible();
    await expect(canvas.queryByText('Dit factuurnummer is al gebruikt')).toBeNull();
  },
};

/** The sheet has open changes: 1310's toast from the back end itself, the input kept. */
export const SheetHasOpenChanges: Story = {
  parameters: { route: invoicePaths.send({ sheetId: 3302 }) },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: /Factuurnummer/ });
    await userEvent.type(field, 'ZDV-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    await expect(
      await canvas.findByText('Deze urenregistratie heeft nog openstaande wijzigingen'),
    ).toBeVisible();
    await expect(field).toHaveValue('ZDV-10');
  },
};

/** The invoice could not be sent (1305). */
export const NotSent: Story = {
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.freelancer_invoice:sendInvoice', code: 1305 }],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Factuurnummer/ }), 'ZDV-11');
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    await expect(await canvas.findByText('De factuur kon niet worden verstuurd')).toBeVisible();
  },
};

/** A sheet invoiced already: says so and links to its invoice. */
export const AlreadyInvoiced: Story = {
  tags: ['visual'],
  parameters: { route: invoicePaths.send({ sheetId: 3001 }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /^Deze urenregistratie is al gefactureerd met factuur ZDV-\d{4}-001\.$/,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Factuur bekijken' })).toHaveAttribute(
      'href',
      '/invoices/freelancer/3001',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** While the sheet's invoice is looked up. */
export const Loading: Story = {
  parameters: { isSignedIn: false, mockOptions: { delayMs: 30_000 } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Factuur versturen' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
  },
};
