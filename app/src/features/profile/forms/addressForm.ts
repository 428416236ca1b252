import type { FormItem, SelectOption } from '@pidz/ui';
import { addressFields, optionalText, type AddressValues } from '../../../lib/forms/formFields';
import type { Profile, ProfileUpdate } from '../api';
import { profileFormMessages } from '../messages';

/** The prefix of the business address's fields (spec section 3 'Address form'). */
const BUSINESS = 'businessAddress_';

/**
 * The values of the address form: the home address, the toggle 'business address equals home
 * address' and the business address under `businessAddress_` (the same field group).
 */
export type AddressFormValues = AddressValues<''> &
  AddressValues<typeof BUSINESS> & { isSameAddress: boolean };

/** Whether a freelancer's business address is the home address (or not filled in). */
function isSameAsHome(profile: Profile): boolean {
  if (profile.user_type !== 'freelancer' || profile.street_freelancer === null) return true;
  return (
    profile.street_freelancer === profile.street &&
    profile.house_number_freelancer === profile.house_number &&
    profile.zip_code_freelancer === profile.zip_code &&
    profile.city_freelancer === profile.city &&
    profile.country_freelancer === profile.country &&
    profile.po_box_freelancer === null
  );
}

/** The profile as the address form's values. */
export function addressValues(profile: Profile): AddressFormValues {
  const business = profile.user_type === 'freelancer' ? profile : undefined;
  return {
    street: profile.street ?? '',
    houseNumber: profile.house_number ?? '',
    zipCode: profile.zip_code ?? '',
    city: profile.city ?? '',
    poBox: '',
    country: profile.country,
    isSameAddress: isSameAsHome(profile),
    businessAddress_street: business?.street_freelancer ?? '',
    businessAddress_houseNumber: business?.house_number_freelancer ?? '',
    businessAddress_zipCode: business?.zip_code_freelancer ?? '',
    businessAddress_city: business?.city_freelancer ?? '',
    businessAddress_poBox: business?.po_box_freelancer ?? '',
    businessAddress_country: business?.country_freelancer ?? null,
  };
}

/**
 * The address form (spec section 5 'Address'): the home address (no PO box: the profile has none
 * for it); for freelancers the toggle and, while it is off, the business address with the same
 * rules, built by the same `addressFields` with the `businessAddress_` prefix.
 */
export function addressFormItems(
  profile: Profile,
  countries: readonly SelectOption<string>[],
): FormItem<AddressFormValues>[] {
  const home = addressFields<AddressFormValues>('', countries).filter(
    (field) => field.name !== 'poBox',
  );
  if (profile.user_type !== 'freelancer') return home;
  const isBusinessShown = (values: AddressFormValues) => !values.isSameAddress;
  const business = addressFields<AddressFormValues, typeof BUSINESS>(BUSINESS, countries).map(
    (field) => ({ ...field, active: isBusinessShown }),
  );
  return [
    ...home,
    { kind: 'break' },
    { kind: 'toggle', name: 'isSameAddress', label: profileFormMessages.address.isSameAddress },
    ...business,
  ];
}

/** A country the form has validated as required. */
function country(value: string | null): string {
  if (value === null) throw new Error('The address form was saved without a country');
  return value;
}

/** The valid values as the role's update; with the toggle on, the business address is the home's. */
export function addressUpdate(values: AddressFormValues, profile: Profile): ProfileUpdate {
  const home = {
    street: values.street.trim(),
    house_number: values.houseNumber.trim(),
    zip_code: values.zipCode.trim(),
    city: values.city.trim(),
    country: country(values.country),
  };
  if (profile.user_type !== 'freelancer') return { agencyWorkerModel: home };
  const same = values.isSameAddress;
  return {
    freelancerModel: {
      ...home,
      street_freelancer: same ? home.street : values.businessAddress_street.trim(),
      house_number_freelancer: same ? home.house_number : values.businessAddress_houseNumber.trim(),
      zip_code_freelancer: same ? home.zip_code : values.businessAddress_zipCode.trim(),
      city_freelancer: same ? home.city : values.businessAddress_city.trim(),
      country_freelancer: same ? home.country : country(values.businessAddress_country),
      po_box_freelancer: same ? null : optionalText(values.businessAddress_poBox),
    },
  };
}
