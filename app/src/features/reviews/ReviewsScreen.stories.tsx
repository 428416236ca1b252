import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppDecorator';
import { ReviewsScreen } from './ReviewsScreen';
import { paths } from '../../paths';

/**
 * The reviews screen (`/reviews`, flag ffe-feedback) on the mocked back end. Seeded: an open
 * periodical review of Medisch Centrum Vechtstreek without a review yet; the agency worker has the
 * flag off.
 */
const meta = {
  title: 'Screens/Reviews/Reviews',
  component: ReviewsScreen,
  decorators: [withApp],
  parameters: { route: paths.reviews.overview(), scenario: 'freelancer' },
} satisfies Meta<typeof ReviewsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open review: organisation, department, period, and an empty form. */
export const OpenReview: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: 'Medisch Centrum Vechtstreek, Verpleegafdeling Interne',
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Periode: \d+ [a-z]+ \d{4} tot en met/)).toBeVisible();
    const stars = canvas.getByRole('radiogroup', { name: /Beoordeling/ });
    const radios = within(stars).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 van 5 sterren',
      '2 van 5 sterren',
      '3 van 5 sterren',
      '4 van 5 sterren',
      '5 van 5 sterren',
    ]);
    await expect(canvas.getByText('0 van 512 tekens')).toBeVisible();
    await expect(canvas.getByText('Er zijn nog geen bestanden toegevoegd')).toBeVisible();
  },
};

/** Saving without stars: the message under them. */
export const StarsRequired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Opslaan' }));
    await expect(await canvas.findByText('Kies 1 tot 5 sterren')).toBeVisible();
  },
};

/** The counter follows the comment; over 512 characters the message shows. */
export const CommentTooLong: Story = {
  play: async ({ canvas }) => {
    const comment = await canvas.findByRole('textbox', { name: /Toelichting/ });
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(513));
    await expect(await canvas.findByText('513 van 512 tekens')).toBeVisible();
    await expect(await canvas.findByText('Maximaal 512 karakters')).toBeVisible();
  },
};

/** Four stars by keyboard, a comment and a PDF: saved, and the attachment listed. */
export const GivesAReview: Story = {
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('radio', { name: '1 van 5 sterren' });
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 van 5 sterren' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: /Toelichting/ }), 'Goed team');
    await expect(canvas.getByText('9 van 512 tekens')).toBeVisible();
    const input = canvasInput(canvas.getByRole('group', { name: 'Bijlagen' }));
    await userEvent.upload(
      input,
      new File(['%PDF-1.4'], 'verslag.pdf', { type: 'application/pdf' }),
    );
    // The picker reads the file's first bytes before it takes it.
    await expect(await canvas.findByText('verslag.pdf')).toBeVisible();
    await expect(canvas.queryByText(/^Je review is verstuurd/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(await canvas.findByText('Je review is opgeslagen')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('verslag.pdf')).toHaveLength(1));
    // Saved is sent: the card says so (and that it can still be changed), not only a toast.
    await expect(await canvas.findByText(/^Je review is verstuurd naar /)).toBeVisible();
    await expect(canvas.getByText(/nog aanpassen/)).toBeVisible();
  },
};

/**
 * A file chosen after saving: the picker stands above 'Opslaan' (so it is chosen before it, also by
 * Tab), a note says the file goes with 'Opslaan', and 'Opslaan' adds it.
 */
export const AttachesAfterSaving: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '3 van 5 sterren' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    const firstToast = await canvas.findByText('Je review is opgeslagen');
    const picker = canvas.getByRole('group', { name: 'Bijlagen' });
    const save = canvas.getByRole('button', { name: 'Opslaan' });
    await expect(
      picker.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.upload(
      canvasInput(picker),
      new File(['%PDF-1.4'], 'rooster.pdf', { type: 'application/pdf' }),
    );
    await expect(
      await canvas.findByText('De gekozen bestanden worden toegevoegd als je op Opslaan drukt.'),
    ).toBeVisible();
    await userEvent.click(save);
    // The second save's toast replaces the first's (one outcome per form).
    await waitFor(() => expect(canvas.getByText('Je review is opgeslagen')).not.toBe(firstToast));
    await waitFor(() => expect(canvas.getAllByText('rooster.pdf')).toHaveLength(1));
    await expect(canvas.queryByText(/worden toegevoegd als je op Opslaan drukt/)).toBeNull();
  },
};

/** A file of another type: error 609's toast, the file not taken. */
export const RefusesAFileType: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup', { name: /Beoordeling/ });
    const input = canvasInput(canvas.getByRole('group', { name: 'Bijlagen' }));
    await userEvent.upload(input, new File(['x'], 'notities.docx'), { applyAccept: false });
    await expect(
      await canvas.findByText('Alleen PDF, PNG, JPEG en HEIC bestanden zijn toegestaan'),
    ).toBeVisible();
    await expect(canvas.queryByText('notities.docx')).toBeNull();
  },
};

/** Saved once (`addReview`), then changed (`updateReview`): the new stars stay. */
export const ChangesTheReview: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '2 van 5 sterren' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    const firstToast = await canvas.findByText('Je review is opgeslagen');
    await userEvent.click(canvas.getByRole('radio', { name: '5 van 5 sterren' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    // The second save's toast replaces the first's (one outcome per form).
    await waitFor(() => expect(canvas.getByText('Je review is opgeslagen')).not.toBe(firstToast));
    await expect(canvas.getByRole('radio', { name: '5 van 5 sterren' })).toBeChecked();
  },
};

/** Nothing to review. */
export const NoReview: Story = {
  tags: ['visual'],
  parameters: { scenario: 'empty' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Er staat op dit moment geen review voor je klaar.'),
    ).toBeVisible();
  },
};

/** With the flag off, the page points to the older site. */
export const FlagOff: Story = {
  tags: ['visual'],
  parameters: { scenario: 'agency-worker' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Naar reviews' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/reviews$/),
    );
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** The save fails: the toast, and the stars stay chosen. */
export const SaveFails: Story = {
  parameters: {
    mockOptions: { faults: [{ method: 'pidz.services.api.feedback:addReview', code: 600 }] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '3 van 5 sterren' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(await canvas.findByText('Er is iets misgegaan')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '3 van 5 sterren' })).toBeChecked();
  },
};

/** While the review loads. */
export const Loading: Story = {
  parameters: { mockOptions: { delayMs: 30_000 }, isSignedIn: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
  },
};

/** The file input inside the picker's group (react-aria's FileTrigger keeps it hidden). */
function canvasInput(group: HTMLElement): HTMLInputElement {
  const input = group.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('The picker has no file input');
  return input;
}
