import type { BackendMethods } from '../../handlers/generated/methods.ts';

/**
 * Travel times in minutes from the user to the client departments of the region, and which
 * organisation each department belongs to: a fixed, spread-out model for the travel-time slider.
 */
const regionDepartments = Array.from({ length: 140 }, (_, index) => ({
  travelTime: 5 + ((index * 37) % 116),
  organisationId: Math.floor(index / 3.5),
}));

function departmentsWithin(maxTravelTime: number) {
  return regionDepartments.filter((department) => department.travelTime <= maxTravelTime);
}

/** user, notification and communication: the signed-in user, travel range and messages. */
export const userMethods = {
  'pidz.services.api.user:getProfilePicture': (_params, { state }) => state.profilePicture,
  'pidz.services.api.user:getCroppedProfilePicture': (_params, { state }) =>
    state.croppedProfilePicture,
  'pidz.services.api.user:getCurrentUser': (_params, { state }) => state.user,
  'pidz.services.api.user:getMaxWorkRange': (_params, { state }) => state.maxWorkRange,
  'pidz.services.api.user:updateMaxWorkRange': ({ maxWorkRange }, { state }) => {
    state.maxWorkRange = maxWorkRange;
    return maxWorkRange;
  },
  'pidz.services.api.user:countDepartmentsWithinRange': ({ maxTravelTime }) =>
    departmentsWithin(maxTravelTime).length,
  'pidz.services.api.user:countOrganisationsWithinRange': ({ maxTravelTime }) =>
    new Set(departmentsWithin(maxTravelTime).map((department) => department.organisationId)).size,

  'pidz.services.api.notification:getNotificationCount': ({ type }, { state }) =>
    type === 'shift_invitation' ? state.shiftInvitations : 0,

  'pidz.services.api.communication:getAllActive': (_params, { state }) => state.systemNotifications,
} satisfies Partial<BackendMethods>;
