import type {
  AgencyWorker,
  AgencyWorkerInput,
  CocOrganisation,
  Freelancer,
  FreelancerInput,
} from '@pidz/contracts';
import type { BackendMethods } from '../../handlers/generated/methods.ts';
import type { BackendState } from '../state.ts';
import { todayInAppZone } from '@pidz/dates';
import { BackendError, GENERIC_ERROR, contractError } from '../errors.ts';
import { jobFunctions } from '../seed/lookups.ts';
import {
  checkedRate,
  linkedOrganisation,
  organisationById,
  withoutRates,
} from './organisations.ts';
import { inactiveTasks } from './tasks.ts';

/** Banks the mock knows by BIC, with the bank code of their Dutch IBANs. */
const knownBics: Record<string, string> = {
  ABNANL2A: 'ABNA',
  INGBNL2A: 'INGB',
  RABONL2U: 'RABO',
  SNSBNL2A: 'SNSB',
  ASNBNL21: 'ASNB',
  TRIONL2U: 'TRIO',
  KNABNL2H: 'KNAB',
  BUNQNL2A: 'BUNQ',
  RBRBNL21: 'RBRB',
};

/** The KvK register as far as the mock knows it. */
const cocRegister: Record<string, CocOrganisation> = {
  '71234567': {
    name: 'Zorg de Vries',
    street: 'Oudegracht',
    house_number: '231',
    zip_code: '3511NK',
    city: 'Utrecht',
    country: 'NL',
    po_box: null,
  },
  '81234567': {
    name: 'Zorg door Sanne',
    street: 'Stationsstraat',
    house_number: '12',
    zip_code: '1315 AB',
    city: 'Almere',
    country: 'NL',
    po_box: null,
  },
  '80123456': {
    name: 'Thuiszorg Jansen',
    street: 'Vredenburg',
    house_number: '40',
    zip_code: '3511BD',
    city: 'Utrecht',
    country: 'NL',
    po_box: null,
  },
  '69876543': {
    name: 'Verpleegkundig Advies Bakker',
    street: 'Stationsplein',
    house_number: '9',
    zip_code: '3818LE',
    city: 'Amersfoort',
    country: 'NL',
    po_box: 'Postbus 1012',
  },
};

/** A VAT number the mock's VIES check does not find (1609); every other valid one is found. */
const UNKNOWN_VAT_NUMBER = 'NL000000000B00';

/** The fields of either profile input. */
type ProfileInput = Partial<FreelancerInput & AgencyWorkerInput>;

const phonePattern = /^\+?[0-9]{9,14}$/;

/** Server-side checks of a profile update: 1607, 1610, 1402, 1403, 1608, 1609. */
/** The earliest birth date and the youngest age the server takes (contract; decision 0018). */
export const BIRTH_DATE_BOUNDS = { earliest: '1900-01-01', minimumAge: 15 } as const;

function validateProfileInput(input: ProfileInput): void {
  if (input.birth_date !== undefined) {
    const latest = todayInAppZone().subtract({ years: BIRTH_DATE_BOUNDS.minimumAge }).toString();
    if (input.birth_date < BIRTH_DATE_BOUNDS.earliest || input.birth_date > latest) {
      throw new BackendError(GENERIC_ERROR, `Birth date ${input.birth_date} is out of range`);
    }
  }
  const dutchPostcode = /^[1-9][0-9]{3} ?[A-Za-z]{2}$/;
  const zipChecks: [string | undefined, string | null | undefined][] = [
    [input.zip_code, input.country],
    [input.zip_code_freelancer, input.country_freelancer],
  ];
  for (const [zip, country] of zipChecks) {
    if (zip !== undefined && (country ?? 'NL') === 'NL' && !dutchPostcode.test(zip)) {
      throw contractError('PostcodeInvalid');
    }
  }
  for (const phone of [input.telephone_number, input.mobile_phone_number, input.emergency_phone]) {
    if (phone && !phonePattern.test(phone)) throw contractError('PhoneNumberIncorrect');
  }
  const iban = input.iban_personal ?? input.iban_organisation;
  const bic = input.bic_personal ?? input.bic_organisation;
  if (bic !== undefined) {
    const bankCode = knownBics[bic.toUpperCase()];
    if (!bankCode) throw contractError('BicUnknown');
    const normalisedIban = iban?.replace(/\s/g, '').toUpperCase();
    if (normalisedIban?.startsWith('NL') && normalisedIban.slice(4, 8) !== bankCode) {
      throw contractError('BicIbanMismatch');
    }
  }
  if (input.vat_number !== undefined) {
    const vat = input.vat_number.replace(/[\s.]/g, '').toUpperCase();
    const valid = vat.startsWith('NL') ? /^NL[0-9]{9}B[0-9]{2}$/ : /^[A-Z]{2}[0-9A-Z]{2,13}$/;
    if (!valid.test(vat)) throw contractError('VatNumberIncorrect');
    if (vat === UNKNOWN_VAT_NUMBER) throw contractError('VatNumberNotFound');
  }
}

function freelancerProfile(state: BackendState): Freelancer {
  if (state.profile.user_type !== 'freelancer') {
    throw new BackendError(GENERIC_ERROR, 'The current user is not a freelancer');
  }
  return state.profile;
}

function agencyWorkerProfile(state: BackendState): AgencyWorker {
  if (state.profile.user_type !== 'agency_worker') {
    throw new BackendError(GENERIC_ERROR, 'The current user is not an agency worker');
  }
  return state.profile;
}

/** Keeps the user (top bar, menu) in step with the profile's name and e-mail. */
function syncUser(state: BackendState): void {
  const { first_name, insertion, last_name, email } = state.profile;
  Object.assign(state.user, { first_name, insertion, last_name, email });
}

function applyProfileInput(
  state: BackendState,
  profile: Freelancer | AgencyWorker,
  input: ProfileInput,
) {
  validateProfileInput(input);
  Object.assign(profile, input);
  if (input.national_identification_number !== undefined) {
    profile.has_national_identification_number = input.national_identification_number !== '';
  }
  syncUser(state);
}

/** The company of a freelancer as the profile shows it, from the business fields. */
function companyOf(profile: Freelancer): CocOrganisation | null {
  if (!profile.name_of_organisation) return null;
  return {
    name: profile.name_of_organisation,
    street: profile.street_freelancer ?? '',
    house_number: profile.house_number_freelancer ?? '',
    zip_code: profile.zip_code_freelancer ?? '',
    city: profile.city_freelancer ?? '',
    country: profile.country_freelancer ?? 'NL',
    po_box: profile.po_box_freelancer,
  };
}

/** freelancer, profile, coc and freelancer_preferences: the profile, tasks and linked organisations. */
export const freelancerMethods = {
  'pidz.services.api.freelancer:getInactiveTaskList': (_params, { state }) => inactiveTasks(state),

  'pidz.services.api.freelancer:getCurrentFreelancer': (_params, { state }) => state.profile,

  'pidz.services.api.freelancer:updateFreelancer': ({ freelancerModel }, { state }) => {
    const profile = freelancerProfile(state);
    applyProfileInput(state, profile, freelancerModel);
    profile.organisation = companyOf(profile);
    return profile;
  },

  'pidz.services.api.freelancer:updateAgencyWorker': ({ agencyWorkerModel }, { state }) => {
    const profile = agencyWorkerProfile(state);
    applyProfileInput(state, profile, agencyWorkerModel);
    return profile;
  },

  'pidz.services.api.freelancer:updateAutomaticPaymentChoice': ({ choice }, { state }) => {
    const profile = freelancerProfile(state);
    profile.incasso_organisation = choice;
    return profile;
  },

  'pidz.services.api.freelancer:updateInvoiceTemplate': ({ template }, { state }) => {
    const profile = freelancerProfile(state);
    profile.invoice_template = template;
    return profile;
  },

  'pidz.services.api.freelancer:getLinkedOrganisations': (_params, { state }) =>
    state.organisations.map((organisation) => linkedOrganisation(state, organisation)),

  'pidz.services.api.freelancer:getLinkedDepartmentsByOrganisation': (
    { organisationId },
    { state },
  ) => {
    organisationById(state, organisationId);
    const departments = state.linkedDepartments.filter(
      (department) => department.organisation_id === organisationId,
    );
    return state.profile.user_type === 'agency_worker'
      ? departments.map(withoutRates)
      : departments;
  },

  'pidz.services.api.freelancer:updateLinkedDepartment': (
    { linkedDepartmentModel: model },
    { state },
  ) => {
    const department = state.linkedDepartments.find(
      (candidate) => candidate.department_id === model.department_id,
    );
    if (!department) {
      throw new BackendError(GENERIC_ERROR, `Department ${model.department_id} is not linked`);
    }
    const isAgencyWorker = state.profile.user_type === 'agency_worker';
    for (const field of ['rate', 'periodical_rate'] as const) {
      const value = model[field];
      if (value === undefined) continue;
      if (isAgencyWorker) throw new BackendError(GENERIC_ERROR, 'An agency worker has no rates');
      if (value !== null && department[field] !== null) throw contractError('DeviatingRateExists');
      department[field] = value === null ? null : checkedRate(value);
    }
    if (model.status !== undefined) department.status = model.status;
    if (model.travel_time !== undefined) department.travel_time = model.travel_time;
    return isAgencyWorker ? withoutRates(department) : department;
  },

  'pidz.services.api.freelancer:updateOrganisationBlocked': (
    { organisationId, blocked },
    { state },
  ) => {
    const organisation = organisationById(state, organisationId);
    for (const department of state.linkedDepartments) {
      if (department.organisation_id === organisationId) {
        department.status = blocked ? 'blocked' : 'linked';
      }
    }
    return linkedOrganisation(state, organisation);
  },

  'pidz.services.api.freelancer:getStandardRates': (_params, { state }) => {
    freelancerProfile(state);
    return state.standardRates;
  },

  'pidz.services.api.freelancer:updateStandardRates': ({ rates }, { state }) => {
    freelancerProfile(state);
    state.standardRates = {
      rate: checkedRate(rates.rate),
      periodical_rate: checkedRate(rates.periodical_rate),
    };
    return state.standardRates;
  },

  'pidz.services.api.profile:getFreelancerFunctions': (_params, { state }) =>
    jobFunctions.filter((jobFunction) => state.profile.functions.includes(jobFunction.id)),

  'pidz.services.api.coc:getCoCOrganisationByNumber': ({ cocNumber }) => {
    const organisation = cocRegister[cocNumber];
    if (!organisation) throw contractError('InvalidCocNumber');
    return organisation;
  },

  'pidz.services.api.freelancer_preferences:updatePreferences': ({ preferences }, { state }) => {
    state.profile.invite_by_email = preferences.invite_by_email;
    return { invite_by_email: state.profile.invite_by_email };
  },
} satisfies Partial<BackendMethods>;
