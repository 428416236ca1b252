/** Dutch texts of the dashboard. */
export const dashboardMessages = {
  title: 'Dashboard',
} as const;
