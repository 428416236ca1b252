/** Dutch texts of the notifications screen. */
export const notificationsMessages = {
  title: 'Meldingen',
  emptyTitle: 'Geen meldingen',
  emptyText: 'Je hebt op dit moment geen meldingen. Nieuwe meldingen verschijnen hier.',
} as const;
