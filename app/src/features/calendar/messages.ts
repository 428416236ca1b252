/** Dutch texts of the calendar. */
export const calendarMessages = {
  title: 'Agenda',
  addTitle: 'Agenda-item toevoegen',
  editTitle: 'Agenda-item bewerken',
} as const;
