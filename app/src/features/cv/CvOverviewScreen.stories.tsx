import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppDecorator';
import { rpcAnswers } from '../../testing/rpcAnswers';
import { TableRoutes } from '../../lib/routing/routeTable';
import { routes } from './routeTable';
import { cvPaths } from '../../pathsBelow';

/** The CV overview (`/cv`) on the mocked back end: every section, attention, downloads. */
const meta = {
  title: 'Screens/CV/Overview',
  component: TableRoutes,
  args: { table: routes },
  decorators: [withApp],
  parameters: { route: cvPaths.overview(), scenario: 'freelancer' },
} satisfies Meta<typeof TableRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The freelancer's languages: approved ones carry the approved message and no edit link. */
export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
    const section = within(await canvas.findByRole('region', { name: 'Talen' }));
    const items = await section.findAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Nederlands',
      'Engels',
      'Duits',
    ]);

    const [dutch, , german] = items as [HTMLElement, HTMLElement, HTMLElement];
    await expect(dutch).toHaveTextContent('Niveau: Moedertaal');
    await expect(dutch).toHaveTextContent('Goedgekeurd');
    await expect(dutch).toHaveTextContent(
      'Deze taal is goedgekeurd en mag niet meer bewerkt worden',
    );
    await expect(within(dutch).queryByRole('link')).toBeNull();

    await expect(german).toHaveTextContent('Niveau: Basisniveau');
    await expect(german).toHaveTextContent('Wacht op controle');
    await expect(within(german).getByRole('link', { name: 'Duits bewerken' })).toHaveAttribute(
      'href',
      '/cv/languages/edit/503',
    );
    await expect(section.getByRole('link', { name: 'Taal toevoegen' })).toHaveAttribute(
      'href',
      '/cv/languages/add',
    );
    await expect(section.queryByText(/vraagt je aandacht/)).toBeNull();
  },
};

/** No languages yet: the section says so and that it needs attention. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { scenario: 'empty' },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Talen' }));
    await expect(section.getByText('Je hebt nog geen talen toegevoegd.')).toBeVisible();
    await expect(
      section.getByText('Dit onderdeel vraagt je aandacht: voeg minimaal één taal toe.'),
    ).toBeVisible();
    await expect(section.queryByRole('list')).toBeNull();
    await expect(section.getByRole('link', { name: 'Taal toevoegen' })).toBeVisible();
  },
};

/**
 * While the resume loads (the mock answers slowly). Rendered without the session check, which the
 * delay would hold up as well.
 */
export const Loading: Story = {
  parameters: { isSignedIn: false, mockOptions: { delayMs: 30_000 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'CV' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
    await expect(canvas.queryByRole('region', { name: 'Talen' })).toBeNull();
  },
};

/** `resume:getResume` answers HTTP 500 twice: retried with backoff, the CV shows without a toast. */
export const RecoversFromServerErrors: Story = {
  parameters: {
    mockOptions: {
      faults: [{ method: 'pidz.services.api.resume:getResume', httpStatus: 500, times: 2 }],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Talen' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByText('Oeps')).toBeNull();
  },
};

/**
 * `resume:getResume` fails with a catalogue error (never retried): one error toast, and a retry
 * that asks again (and fails again).
 */
export const LoadError: Story = {
  tags: ['visual'],
  parameters: {
    mockOptions: { faults: [{ method: 'pidz.services.api.resume:getResume', code: 600 }] },
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Je gegevens konden niet worden geladen.');
    const toasts = within(canvasElement.ownerDocument.body);
    await expect(await toasts.findByText('Oeps', { exact: true })).toBeVisible();
    await expect(toasts.getByText('Er is iets misgegaan', { exact: true })).toBeVisible();

    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(toasts.getAllByText('Oeps', { exact: true })).toHaveLength(2));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Talen' })).toBeNull();
  },
};

/** The titles of the overview's sections, in page order. */
async function sectionTitles(canvasElement: HTMLElement): Promise<string[]> {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: 'Bekwaamheden' });
  // The toaster is a region too (named by aria-label); the sections are named by their title.
  return canvas.getAllByRole('region').flatMap((region) => {
    const titleId = region.getAttribute('aria-labelledby');
    return titleId ? [canvasElement.ownerDocument.getElementById(titleId)?.textContent ?? ''] : [];
  });
}

/** The list item of a section whose heading is `title`. */
async function itemOf(canvasElement: HTMLElement, section: string, title: string) {
  const region = within(await within(canvasElement).findByRole('region', { name: section }));
  const heading = await region.findByRole('heading', { level: 3, name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`No item ${title}`);
  return item;
}

/** Every section in the spec's order, with names from the lookups, statuses and messages. */
export const AllSections: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await sectionTitles(canvasElement)).toEqual([
      'Functies',
      'Sectoren',
      'Werkervaring',
      'Opleidingen',
      'Trainingen',
      'Registraties',
      'Talen',
      'Bekwaamheden',
    ]);
    const functions = within(canvas.getByRole('region', { name: 'Functies' }));
    await expect(functions.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Verpleegkundige',
      'Wijkverpleegkundige',
    ]);
    await expect(canvas.getByRole('region', { name: 'Sectoren' })).toHaveTextContent(
      'ZiekenhuiszorgOuderenzorg (VVT)Thuiszorg',
    );

    // Each section newest first: the current job leads its section.
    const work = within(canvas.getByRole('region', { name: 'Werkervaring' }));
    await expect(work.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      'Wijkverpleegkundige',
    );
    const currentJob = await itemOf(canvasElement, 'Werkervaring', 'Wijkverpleegkundige');
    await expect(currentJob).toHaveTextContent('Buurtzorg Utrecht-Oost, Utrecht');
    await expect(currentJob).toHaveTextContent('Thuiszorg · Tijdelijke aanstelling');
    await expect(currentJob).toHaveTextContent(/– heden/);
    await expect(currentJob).toHaveTextContent('Wacht op controle');
    await expect(
      within(currentJob).getByRole('link', {
        name: 'Wijkverpleegkundige bij Buurtzorg Utrecht-Oost bewerken',
      }),
    ).toHaveAttribute('href', '/cv/work-experience/edit/301');
    const approvedJobs = within(canvas.getByRole('region', { name: 'Werkervaring' })).getAllByText(
      'Deze werkervaring is goedgekeurd en mag niet meer bewerkt worden',
    );
    await expect(approvedJobs).toHaveLength(2);
    await expect(
      within(canvas.getByRole('region', { name: 'Werkervaring' })).getAllByRole('link'),
    ).toHaveLength(2); // 'Werkervaring toevoegen' and the current job's edit link.

    const declined = await itemOf(canvasElement, 'Opleidingen', 'Post-hbo Wondconsulent');
    await expect(declined).toHaveTextContent('Afgekeurd');
    await expect(declined).toHaveTextContent(
      'Reden afgekeurd: De naam van de opleiding klopt niet met je diploma: vul de naam in zoals die op het diploma staat.',
    );
    const nearing = await itemOf(canvasElement, 'Trainingen', 'Reanimatie (BLS)');
    await expect(nearing).toHaveTextContent('Bijna verlopen');
    await expect(nearing).toHaveTextContent('Certificaat praktijk');

    const expired = await itemOf(canvasElement, 'Registraties', 'Kwaliteitsregister V&V');
    await expect(expired).toHaveTextContent('Verlopen');
    await expect(expired).toHaveTextContent(
      'Deze registratie is verlopen en kan niet meer bewerkt worden.',
    );
    await expect(within(expired).queryByRole('link')).toBeNull();
    await expect(
      within(expired).getByRole('button', { name: 'Kwaliteitsregister V&V verwijderen' }),
    ).toBeVisible();
    const big = await itemOf(canvasElement, 'Registraties', 'BIG-registratie');
    await expect(
      within(big).getByRole('button', { name: 'BIG-registratie downloaden' }),
    ).toBeVisible();

    const competencies = within(canvas.getByRole('region', { name: 'Bekwaamheden' }));
    const categories = competencies.getAllByRole('listitem');
    await expect(categories.map((item) => item.textContent)).toEqual([
      'Medisch-technische handelingenDeels bekwaamBewerken',
      'Persoonlijke verzorgingBekwaamBewerken',
      'Begeleiding en psychiatrieNiet bekwaamBewerken',
    ]);
    await expect(
      competencies.getByRole('link', { name: 'Begeleiding en psychiatrie bewerken' }),
    ).toHaveAttribute('href', '/cv/competencies/edit/3');
  },
};

/** The sections that need attention are listed at the top, with links to them. */
export const AttentionSummary: Story = {
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole('complementary', {
      name: 'Deze onderdelen van je CV vragen je aandacht',
    });
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Opleidingen',
      'Trainingen',
      'Registraties',
    ]);
    await expect(links[2]).toHaveAttribute('href', '#cv-registraties');
    await expect(
      canvas.getByRole('region', { name: 'Registraties' }).closest('#cv-registraties'),
    ).not.toBeNull();
    await expect(
      within(canvas.getByRole('region', { name: 'Opleidingen' })).getByText(
        'Dit onderdeel vraagt je aandacht: bekijk de items hieronder.',
      ),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Werkervaring' })).queryByText(
        /vraagt je aandacht/,
      ),
    ).toBeNull();
  },
};

/**
 * A new user: every section but trainings (optional) needs attention, and each note offers its
 * action (functions and sectors: adding work experience).
 */
export const EmptyResume: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole('complementary', {
      name: 'Deze onderdelen van je CV vragen je aandacht',
    });
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Functies', 'Sectoren', 'Werkervaring', 'Opleidingen', 'Registraties', 'Talen']);
    // Functions and sectors come from approved work experience: their notes say so and lead there.
    for (const [section, text] of [
      ['Functies', 'je functies komen uit je werkervaring'],
      ['Sectoren', 'je sectoren komen uit je werkervaring'],
    ] as const) {
      const region = within(canvas.getByRole('region', { name: section }));
      await expect(region.getByText(new RegExp(text))).toBeVisible();
      await expect(region.getByRole('link', { name: 'Werkervaring toevoegen' })).toHaveAttribute(
        'href',
        '/cv/work-experience/add',
      );
    }
    const work = within(canvas.getByRole('region', { name: 'Werkervaring' }));
    await expect(work.getByText('Je hebt nog geen werkervaring toegevoegd.')).toBeVisible();
    await expect(
      work.getByText('Dit onderdeel vraagt je aandacht: dit onderdeel is nog leeg.'),
    ).toBeVisible();
    await expect(work.getByRole('link', { name: 'Werkervaring toevoegen' })).toHaveAttribute(
      'href',
      '/cv/work-experience/add',
    );
    const trainings = within(canvas.getByRole('region', { name: 'Trainingen' }));
    await expect(trainings.queryByText(/vraagt je aandacht/)).toBeNull();
    await expect(
      within(canvas.getByRole('region', { name: 'Bekwaamheden' })).getAllByText('Niet bekwaam'),
    ).toHaveLength(3);
    // An empty CV is not downloaded as an empty PDF: the page says what is missing.
    const download = canvas.getByRole('button', { name: 'CV downloaden' });
    await expect(download).toBeDisabled();
    await expect(download).toHaveAccessibleDescription(/^Je CV is nog leeg\./);
  },
};

/** An expired registration is removed from the overview after confirming. */
export const RemoveExpired: Story = {
  play: async ({ canvas, canvasElement }) => {
    const expired = await itemOf(canvasElement, 'Registraties', 'Kwaliteitsregister V&V');
    await userEvent.click(
      within(expired).getByRole('button', { name: 'Kwaliteitsregister V&V verwijderen' }),
    );
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Registratie verwijderen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await expect(await page.findByText('Registratie verwijderd', { exact: true })).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvas.getByRole('region', { name: 'Registraties' })).queryByRole('heading', {
          name: 'Kwaliteitsregister V&V',
        }),
      ).toBeNull(),
    );
  },
};

/** 'CV downloaden' hands the browser a PDF file (its bytes start with %PDF-). */
export const DownloadCv: Story = {
  play: async ({ canvas }) => {
    const created = spyOn(URL, 'createObjectURL');
    const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'CV downloaden' }));
      await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1), { timeout: 5000 });
      const blob = created.mock.calls[0]?.[0];
      if (!(blob instanceof Blob)) throw new Error('No Blob was downloaded');
      await expect(blob.type).toBe('application/pdf');
      await expect(await blob.slice(0, 5).text()).toBe('%PDF-');
      const link = clicked.mock.contexts[0] as HTMLAnchorElement;
      // Named after the whole last name: 'de Vries'.
      await expect(link.download).toBe('cv-de-vries.pdf');
    } finally {
      created.mockRestore();
      clicked.mockRestore();
    }
  },
};

/** `resume:download` fails: the 'Oeps' toast, and the button works again. */
export const DownloadFails: Story = {
  parameters: {
    mockOptions: { faults: [{ method: 'pidz.services.api.resume:download', code: 600 }] },
  },
  play: async ({ canvas, canvasElement }) => {
    const button = await canvas.findByRole('button', { name: 'CV downloaden' });
    await userEvent.click(button);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Oeps', { exact: true }),
    ).toBeVisible();
    await waitFor(() => expect(button).toBeEnabled());
  },
};

/**
 * In front of the mocked back end: `profile:getFreelancerFunctions` and `sector:getAll` answer lists without
 * some of the resume's ids; every other call falls through to the back end.
 */
const shortLookups = rpcAnswers({
  'pidz.services.api.profile:getFreelancerFunctions': () => [{ id: 1, name: 'Verpleegkundige' }],
  'pidz.services.api.sector:getAll': () => [{ id: 1, name: 'Ziekenhuiszorg' }],
});

/**
 * The functions are named by `profile:getFreelancerFunctions` (the user's own, not the whole list
 * of `function:getAll`); ids it and the sectors' lookup do not know read 'onbekende functie' and
 * 'onbekende sector'.
 */
export const UnknownFunctionAndSector: Story = {
  parameters: { msw: { handlers: [shortLookups] } },
  play: async ({ canvas }) => {
    const functions = within(await canvas.findByRole('region', { name: 'Functies' }));
    await expect(functions.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Verpleegkundige',
      'onbekende functie',
    ]);
    const sectors = within(canvas.getByRole('region', { name: 'Sectoren' }));
    await expect(sectors.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ziekenhuiszorg',
      'onbekende sector',
      'onbekende sector',
    ]);
    const currentJob = within(canvas.getByRole('region', { name: 'Werkervaring' }))
      .getAllByRole('listitem')
      .at(0);
    await expect(currentJob).toHaveTextContent('onbekende sector · Tijdelijke aanstelling');
  },
};

/**
 * Adds work experience to the story's back end before the overview renders, with the session's
 * token (the back end refuses a call without one).
 */
async function addWorkExperience(count: number): Promise<void> {
  const session = (await (await fetch('/auth/check-session')).json()) as { access_token: string };
  for (let index = 0; index < count; index += 1) {
    const response = await fetch('/api-rpc-cognito/', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${session.access_token}`,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: index,
        method: 'pidz.services.api.work_experience:create',
        params: {
          workExperienceModel: {
            function_name: `Verpleegkundige ${index + 1}`,
            sector_id: 1,
            appointment_type: 0,
            institution_name: 'Ziekenhuis Rivierenland',
            institution_place: 'Tiel',
            description: 'Invalkracht op de afdelingen chirurgie en interne geneeskunde.',
            start_date: `${2010 + index}-01-01`,
            end_date: `${2010 + index}-12-31`,
            is_current: false,
          },
        },
      }),
    });
    if (!response.ok) throw new Error('Could not add work experience');
  }
}

/** A long section collapses to 720 px with 'Toon alles'; 'Toon minder' folds it again. */
export const LongSectionCollapses: Story = {
  beforeEach: () => addWorkExperience(8),
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Werkervaring' }));
    await section.findByRole('heading', { name: 'Verpleegkundige 8' });
    const showAll = await section.findByRole('button', { name: 'Toon alles' });
    await expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(showAll);
    const showLess = section.getByRole('button', { name: 'Toon minder' });
    await expect(showLess).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(showLess);
    await expect(section.getByRole('button', { name: 'Toon alles' })).toBeVisible();
  },
};
