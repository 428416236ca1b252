/** Dutch texts of the pieces in app/src/lib that screens share. */
export const libMessages = {
  comingSoon: 'Dit onderdeel komt binnenkort.',
  noAccessTitle: 'Geen toegang',
  noAccessText: 'Je hebt geen toegang tot deze pagina.',
  backHome: 'Naar de startpagina',
  loading: 'Bezig met laden…',
  loadFailed: 'Je gegevens konden niet worden geladen.',
  retry: 'Opnieuw proberen',
} as const;
