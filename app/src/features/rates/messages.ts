/** Dutch texts of the rates. */
export const ratesMessages = {
  title: 'Tarieven',
  standardEditTitle: 'Standaardtarieven wijzigen',
  deviatingAddTitle: 'Afwijkend tarief toevoegen',
} as const;
