/** Dutch texts of the travel time screens. */
export const travelTimeMessages = {
  title: 'Reistijd',
  editTitle: 'Reistijd wijzigen',
} as const;
