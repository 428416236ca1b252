/** Dutch texts of the notifications screen. */
export const notificationsMessages = {
  title: 'Meldingen',
} as const;
