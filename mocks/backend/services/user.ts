import type { BackendMethods } from '../../handlers/generated/methods.ts';

/** How many client organisations the region has, and how many departments. */
const REGION_ORGANISATIONS = 40;
const REGION_DEPARTMENTS = 140;

/**
 * Travel times in minutes from the user to the client departments of the region, and which
 * organisation each department belongs to: a fixed, spread-out model for the travel-time slider.
 * An organisation's departments lie near one another (a site, then a few minutes further for
 * each next one), as the buildings of one organisation do, and the organisations lie spread
 * over 5 to 115 minutes: so the organisations within a range grow with it as its departments do
 * (before, departments of one organisation lay anywhere, and from 40 minutes on every one of
 * the 40 had a department within reach: the count stood still while the departments' moved).
 */
const regionDepartments = Array.from({ length: REGION_DEPARTMENTS }, (_, index) => {
  const organisationId = Math.floor((index * REGION_ORGANISATIONS) / REGION_DEPARTMENTS);
  const site = 5 + ((organisationId * 37) % 106);
  const first = Math.ceil((organisationId * REGION_DEPARTMENTS) / REGION_ORGANISATIONS);
  return { travelTime: site + (index - first) * 3, organisationId };
});

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
