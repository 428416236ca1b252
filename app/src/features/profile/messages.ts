/** Dutch texts of the profile. */
export const profileMessages = {
  title: 'Profiel',
  editTitles: {
    personal: 'Persoonsgegevens wijzigen',
    address: 'Adresgegevens wijzigen',
    contact: 'Contactgegevens wijzigen',
    company: 'Bedrijfsgegevens wijzigen',
    bank: 'Bankgegevens wijzigen',
  },
} as const;

/** The profile sections that have an edit page (`/settings/profile/<section>/edit`). */
export type ProfileSection = keyof typeof profileMessages.editTitles;
