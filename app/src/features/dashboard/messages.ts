import { plural } from '@pidz/ui';

/**
 * Dutch texts of the dashboard. The spec names its parts (upcoming shifts, the count of shift
 * invitations, the count of unpaid invoices), not their texts: these are ours.
 */
export const dashboardMessages = {
  title: 'Dashboard',
  upcoming: {
    title: 'Komende diensten',
    empty: 'Je hebt geen komende diensten.',
    all: 'Alle opdrachten',
  },
  invitations: {
    title: 'Uitnodigingen',
    count: (count: number) =>
      plural(count, {
        zero: 'Geen uitnodigingen voor diensten',
        one: '1 uitnodiging voor een dienst',
        other: (n) => `${n} uitnodigingen voor diensten`,
      }),
    link: 'Uitnodigingen bekijken',
    /** The invitations are answered on the older site (the contract lists none): said on the link. */
    leaving: '(opent de andere omgeving)',
  },
  invoices: {
    title: 'Te betalen facturen',
    count: (count: number) =>
      plural(count, {
        zero: 'Geen facturen om te betalen',
        one: '1 factuur om te betalen',
        other: (n) => `${n} facturen om te betalen`,
      }),
    link: 'Naar je facturen',
  },
  cardFailed: 'Dit kon niet worden geladen. We proberen het zo opnieuw.',
  loading: 'Bezig met laden…',
} as const;
