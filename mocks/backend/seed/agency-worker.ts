import type { CalendarDate } from '@internationalized/date';
import { ShiftStatus, type AgencyWorker } from '@pidz/contracts';
import type { BackendState } from '../state.ts';
import { signedInAs } from './signedIn.ts';
import { seedCalendar } from './calendar.ts';
import { seedLinkedDepartments, seedOrganisations } from './organisations.ts';
import { seedCareWorkerResume } from './resume.ts';

/** Mohamed El Amrani, verzorgende IG via the agency: personal bank details, no invoices. */
export function seedAgencyWorker(today: CalendarDate): BackendState {
  const profile: AgencyWorker = {
    id: 1002,
    user_type: 'agency_worker',
    first_name: 'Mohamed',
    insertion: null,
    last_name: 'El Amrani',
    initials: 'M.',
    birth_date: '1994-09-02',
    nationality: 'NL',
    national_identification_number: '987654321',
    has_national_identification_number: true,
    sex: 'M',
    marital_status: 'married',
    birth_country: 'NL',
    birth_place: 'Amersfoort',
    telephone_number: null,
    mobile_phone_number: '0687654321',
    email: 'm.elamrani@example.nl',
    emergency_contact: 'Fatima El Amrani',
    emergency_phone: '0623456789',
    street: 'Kamp',
    house_number: '54',
    zip_code: '3811AR',
    city: 'Amersfoort',
    country: 'NL',
    iban_personal: 'NL20INGB0001234567',
    bic_personal: 'INGBNL2A',
    name_bank_account: 'M. El Amrani',
    invite_by_email: false,
    functions: [2],
    sectors: [2, 3],
  };
  const calendar = seedCalendar(
    today,
    {
      shifts: [
        {
          day: 2,
          fromToday: true,
          from: [7, 30],
          to: [15, 30],
          departmentId: 431,
          functionName: 'Verzorgende IG',
          status: ShiftStatus.FILLED,
        },
        {
          day: 4,
          from: [7, 30],
          to: [15, 30],
          departmentId: 431,
          functionName: 'Verzorgende IG',
          status: ShiftStatus.FILLED,
          isPeriodical: true,
        },
        {
          day: 11,
          from: [15, 0],
          to: [23, 0],
          departmentId: 431,
          functionName: 'Verzorgende IG',
          status: ShiftStatus.FILLED,
          isPeriodical: true,
        },
        {
          day: 18,
          from: [7, 30],
          to: [15, 30],
          departmentId: 411,
          functionName: 'Verzorgende IG',
          status: ShiftStatus.RESERVED,
          isRequest: true,
        },
        {
          day: 35,
          from: [7, 30],
          to: [15, 30],
          departmentId: 431,
          functionName: 'Verzorgende IG',
          status: ShiftStatus.FILLED,
          isPeriodical: true,
        },
        {
          day: 42,
          from: [15, 0],
          to: [23, 0],
          departmentId: 431,
          functionName: 'Verzorgende IG',
          status: ShiftStatus.FILLED,
          isPeriodical: true,
        },
      ],
      unavailable: [{ day: 9 }, { day: 23, from: [12, 0], to: [18, 0] }, { day: 44 }],
    },
    9001,
  );
  return {
    health: 'OK',
    featureFlags: { 'ffe-cv': true, 'ffe-preferences': true, 'ffe-feedback': false },
    ...signedInAs(profile),
    profile,
    profilePicture: null,
    croppedProfilePicture: null,
    maxWorkRange: 30,
    standardRates: { rate: null, periodical_rate: null },
    inactiveReasons: { unsubscribed: false, manual_inactive: false },
    resume: seedCareWorkerResume(today),
    calendarItems: calendar.calendarItems,
    shifts: calendar.shifts,
    shiftInvitations: 1,
    organisations: seedOrganisations
      .filter((organisation) => [41, 43].includes(organisation.organisation_id))
      .map((organisation) => ({ ...organisation })),
    linkedDepartments: seedLinkedDepartments([]).filter((department) =>
      [41, 43].includes(department.organisation_id),
    ),
    assets: [],
    freelancerInvoices: [],
    timesheets: [],
    factoringCreditsPaid: [],
    payments: {},
    softwareInvoices: [],
    periodicalReviews: [],
    systemNotifications: [],
    lastId: 10_000,
  };
}
