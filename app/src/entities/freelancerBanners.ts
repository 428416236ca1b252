import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InactiveTask, RestResponse, SystemNotification, TaskCode } from '@pidz/contracts';
import { rpcQuery } from '../lib/platform/queries';
import { restRequest } from '../lib/platform/rest';
import { authorizedHeaders, freshTokens } from '../lib/platform/session';

/** What `/api/freelancer/freelancer-banners` answers. */
export type FreelancerBanners = RestResponse<'GET /api/freelancer/freelancer-banners'>;

/**
 * The user's banner data (the shell's global banners, the CV badge, the dashboard). A failure is
 * neither retried nor shown: there are then no banners, and the app starts without waiting longer.
 * Kept in the user's offline copy with the contract's reads: the frame waits for it.
 */
export const freelancerBannersQuery = queryOptions({
  queryKey: ['rest', 'GET /api/freelancer/freelancer-banners'] as const,
  queryFn: async () =>
    restRequest('GET /api/freelancer/freelancer-banners', {
      headers: authorizedHeaders(await freshTokens()),
    }),
  retry: false,
  retryOnMount: false,
  meta: { toastOnError: false, keptOffline: true },
});

/** The user's banner data, or undefined until it is known (or when it failed). */
export function useFreelancerBanners(): FreelancerBanners | undefined {
  return useQuery(freelancerBannersQuery).data;
}

/** Whether the CV has banners (the side menu then puts a warning badge on CV). */
export function hasResumeBanners(banners: { readonly resume: readonly string[] }): boolean {
  return banners.resume.length > 0;
}

/** What the banner reads share: a failure means no banners, without a toast or a retry. */
const bannerReadOptions = {
  retry: false,
  retryOnMount: false,
  meta: { toastOnError: false },
} as const;

/**
 * The user's tasks (`freelancer:getInactiveTaskList`): the open ones give the dashboard's task
 * banner and notices (shell/globalBanners.ts). Started with the signed-in reads.
 */
export const inactiveTasksQuery = {
  ...rpcQuery('freelancer:getInactiveTaskList'),
  ...bannerReadOptions,
};

/** The active system notifications (`communication:getAllActive`); started with the signed-in reads. */
export const systemNotificationsQuery = {
  ...rpcQuery('communication:getAllActive'),
  ...bannerReadOptions,
};

const openTaskCodes = (tasks: readonly InactiveTask[]): TaskCode[] =>
  tasks.filter((task) => !task.is_completed).map((task) => task.code);

const firstUrgent = (notifications: readonly SystemNotification[]) =>
  notifications.find((notification) => notification.type === 'urgent');

/** The open task codes, or undefined until known (none when the read failed). */
export function useOpenTasks(): TaskCode[] | undefined {
  return useQuery({ ...inactiveTasksQuery, select: openTaskCodes }).data;
}

/** The first urgent system notification, if any. */
export function useUrgentNotification(): SystemNotification | undefined {
  return useQuery({ ...systemNotificationsQuery, select: firstUrgent }).data;
}

/**
 * Whether every read the banners are made of has answered or failed: the layout shows what lies
 * below them only then, so that they never push the page down.
 */
export function useAreBannersKnown(): boolean {
  const banners = useQuery(freelancerBannersQuery).isFetched;
  const tasks = useQuery(inactiveTasksQuery).isFetched;
  const notifications = useQuery(systemNotificationsQuery).isFetched;
  return banners && tasks && notifications;
}
