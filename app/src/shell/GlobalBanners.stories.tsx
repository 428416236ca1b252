import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TaskCode } from '@pidz/contracts';
import { isBrowserOutsideAppTimeZone } from '@pidz/ui';
import type { FreelancerBanners } from '../entities/freelancerBanners';
import { externalNavigation, storyQueryClient, withApp } from '../testing/AppDecorator';
import { rpcAnswers } from '../testing/rpcAnswers';
import { DISMISSED_NOTICES_KEY } from './dismissedNotices';
import { GlobalBanners } from './GlobalBanners';
import { paths } from '../paths';
import { cvPaths } from '../pathsBelow';

/**
 * The banners above every page (inactive reasons, the timezone, the first urgent system
 * notification) and on the dashboard the banner of the highest open task and the expiry notices.
 */
const meta = {
  title: 'Screens/Shell/GlobalBanners',
  component: GlobalBanners,
  decorators: [withApp],
  parameters: { scenario: 'freelancer' },
} satisfies Meta<typeof GlobalBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

const listName = 'Meldingen over je account';
const timezoneTitle = 'Andere tijdzone';
const systemTitle = 'Gepland onderhoud';
const inactiveTitles = ['Je bent uitgeschreven', 'Je account is inactief'];

/** The banner route's answer: these inactive reasons, nothing else. */
const bannerData = (inactiveReasons: FreelancerBanners['inactiveReasons']) =>
  http.get('*/api/freelancer/freelancer-banners', () =>
    HttpResponse.json<FreelancerBanners>({ inactiveReasons, resume: [], profile: [] }),
  );

/** The task list with these codes open, and no system notifications. */
const openTasks = (codes: readonly TaskCode[]) =>
  rpcAnswers({
    'pidz.services.api.freelancer:getInactiveTaskList': () =>
      codes.map((code) => ({ code, is_completed: false })),
    'pidz.services.api.communication:getAllActive': () => [],
  });

/**
 * The titles of the banners shown, once `count` show and every read has answered (on the
 * dashboard, what the banners name comes with the route's loader, as in the app).
 */
async function bannerTitles(canvasElement: HTMLElement, count: number): Promise<string[]> {
  await waitFor(() => expect(storyQueryClient().isFetching()).toBe(0));
  const list = await within(canvasElement).findByRole('list', { name: listName });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(count));
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

/** Where the browser is not in Europe/Amsterdam, the timezone banner follows the inactive states. */
function withTimezone(titles: string[]): string[] {
  if (!isBrowserOutsideAppTimeZone() || titles.includes(timezoneTitle)) return titles;
  const inactive = titles.filter((title) => inactiveTitles.includes(title));
  return [...inactive, timezoneTitle, ...titles.slice(inactive.length)];
}

/** The seeded freelancer on any screen: the urgent system notification, no task banners. */
export const ActiveUser: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const expected = withTimezone([systemTitle]);
    await expect(await bannerTitles(canvasElement, expected.length)).toEqual(expected);
  },
};

/**
 * The maintenance notice closed: gone, and still gone when the banners show again (another page)
 * in the same session; the other banners stay.
 */
export const NoticeClosed: Story = {
  beforeEach: () => {
    sessionStorage.removeItem(DISMISSED_NOTICES_KEY);
    return () => sessionStorage.removeItem(DISMISSED_NOTICES_KEY);
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: listName });
    const notice = await within(list).findByText(systemTitle);
    const banner = notice.closest('li') as HTMLElement;
    await userEvent.click(within(banner).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(within(canvasElement).queryByText(systemTitle)).toBeNull());
    await expect(JSON.parse(sessionStorage.getItem(DISMISSED_NOTICES_KEY) ?? '[]')).toHaveLength(1);
  },
};

export const InactiveUser: Story = {
  parameters: {
    msw: { handlers: [bannerData(['unsubscribed', 'manual_inactive', 'invoice'])] },
  },
  play: async ({ canvasElement }) => {
    const expected = withTimezone([
      'Je bent uitgeschreven',
      'Je account is inactief',
      'Openstaande facturen',
    ]).slice(0, 3);
    await expect(await bannerTitles(canvasElement, 3)).toEqual(expected);
  },
};

/** 'Factuur betalen' asks the payment link of the invoice due first, returning to this page. */
export const PayInvoice: Story = {
  parameters: { scenario: 'unpaid-invoices', route: paths.dashboard.overview() },
  play: async ({ canvas }) => {
    const pay = await canvas.findByRole('button', { name: 'Factuur betalen' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() => expect(externalNavigation).toHaveBeenCalledOnce());
    const [url] = externalNavigation.mock.calls[0] as [string];
    // The mock's bank page (decision 0017).
    await expect(url).toMatch(/\/mock\/pay\/tr_\d+$/);
  },
};

/** On the dashboard: the task banner and the expiry notices, each with its action, at most 3. */
export const DashboardAtMostThree: Story = {
  tags: ['visual'],
  parameters: {
    route: paths.dashboard.overview(),
    msw: {
      handlers: [
        bannerData([]),
        openTasks([
          'wait_approve_assets',
          'resume_items_nearly_expired',
          'profile_files_expired',
          'profile_files_nearly_expired',
          'invalid_cv',
        ]),
      ],
    },
  },
  play: async ({ canvasElement, canvas }) => {
    const expected = withTimezone([
      'Je CV is niet compleet',
      'Je wordt bijna inactief',
      'Documenten verlopen bijna',
    ]).slice(0, 3);
    await expect(await bannerTitles(canvasElement, 3)).toEqual(expected);
    // Folded away with its banner's text on a phone, until 'Meer'. It names what expired (the
    // seeded freelancer's registration, read by the dashboard's loader).
    await expect(
      canvas.getByRole('link', {
        name: 'Naar je registratie Kwaliteitsregister V&V',
        hidden: true,
      }),
    ).toHaveAttribute('href', '/cv');
  },
};

/** The same tasks on another screen: no task banners there. */
export const TasksElsewhere: Story = {
  parameters: {
    route: cvPaths.overview(),
    msw: { handlers: [bannerData([]), openTasks(['invalid_cv', 'profile_files_expired'])] },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByText('Je CV is niet compleet')).toBeNull());
    await expect(canvas.queryByText('Je wordt bijna inactief')).toBeNull();
  },
};

/**
 * The agency worker: no system notification seeded, no invoices; their open task (the VOG is
 * missing) on the dashboard, naming the document.
 */
export const AgencyWorker: Story = {
  parameters: { scenario: 'agency-worker', route: paths.dashboard.overview() },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.queryByText('Openstaande facturen')).toBeNull());
    const expected = withTimezone([titles.activate]);
    await expect(await bannerTitles(canvasElement, expected.length)).toEqual(expected);
    await expect(
      canvas.getByRole('link', { name: 'Verklaring Omtrent het Gedrag (VOG) toevoegen' }),
    ).toBeVisible();
  },
};

/** Each of the 24 task codes, alone and open on the dashboard, gives its banner. */
function taskStory(code: TaskCode, title: string): Story {
  return {
    name: `Task ${code}`,
    parameters: {
      route: paths.dashboard.overview(),
      msw: { handlers: [bannerData([]), openTasks([code])] },
    },
    play: async ({ canvasElement }) => {
      const expected = withTimezone([title]);
      await expect(await bannerTitles(canvasElement, expected.length)).toEqual(expected);
    },
  };
}

const titles = {
  unsubscribed: 'Je bent uitgeschreven',
  manualInactive: 'Je account is inactief',
  timezone: timezoneTitle,
  activate: 'Activeer je profiel',
  resume: 'Je CV is niet compleet',
  profile: 'Je profiel is niet compleet',
  nearlyInactive: 'Je wordt bijna inactief',
  filesNearlyExpired: 'Documenten verlopen bijna',
  resumeNearlyExpired: 'Onderdelen van je CV verlopen bijna',
};

export const TaskUnsubscribed = taskStory('unsubscribed', titles.unsubscribed);
export const TaskManualInactive = taskStory('manual_inactive', titles.manualInactive);
export const TaskTimezone = taskStory('timezone', titles.timezone);
export const TaskMissingAssets = taskStory('missing_assets', titles.activate);
export const TaskVogDocument = taskStory('vog_document', titles.activate);
export const TaskCocDocument = taskStory('coc_document', titles.activate);
export const TaskInsuranceDocument = taskStory('insurance_document', titles.activate);
export const TaskComplaintsDocument = taskStory('complaints_document', titles.activate);
export const TaskInvalidCv = taskStory('invalid_cv', titles.resume);
export const TaskUploadDiploma = taskStory('upload_diploma', titles.resume);
export const TaskAddWorkexperience = taskStory('add_workexperience', titles.resume);
export const TaskBigRegistration = taskStory('big_registration', titles.resume);
export const TaskAddLanguageskillDutch = taskStory('add_languageskill_dutch', titles.resume);
export const TaskCompetencyExperience = taskStory('competency_experience', titles.resume);
export const TaskNoHealthcareProviderPortal = taskStory(
  'no_healthcare_provider_portal',
  titles.profile,
);
export const TaskRenewAssets = taskStory('renew_assets', titles.nearlyInactive);
export const TaskProfileFilesExpired = taskStory('profile_files_expired', titles.nearlyInactive);
export const TaskResumeItemsExpired = taskStory('resume_items_expired', titles.resume);
// What expired of the seeded freelancer is a CV registration, no document: the CV's banner.
export const TaskDashboardExpired = taskStory('dashboard_expired', titles.resume);
export const TaskProfileFilesNearlyExpired = taskStory(
  'profile_files_nearly_expired',
  titles.filesNearlyExpired,
);
export const TaskResumeItemsNearlyExpired = taskStory(
  'resume_items_nearly_expired',
  titles.resumeNearlyExpired,
);
export const TaskDashboardNearlyExpired = taskStory(
  'dashboard_nearly_expired',
  titles.filesNearlyExpired,
);
export const TaskSetAutomaticPaymentChoice = taskStory(
  'set_automatic_payment_choice',
  titles.profile,
);
export const TaskWaitApproveAssets = taskStory('wait_approve_assets', titles.activate);
