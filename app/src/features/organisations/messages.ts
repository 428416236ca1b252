/** Dutch texts of the linked organisations. */
export const organisationsMessages = {
  editTitle: 'Organisatie',
} as const;
