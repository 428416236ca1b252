import { useState, type Dispatch, type SetStateAction } from 'react';
import type { CocOrganisation } from '@pidz/contracts';
import type { FormItem } from '@pidz/ui';
import { useSaveProfile, useUpdateAutomaticPayment, type Profile, type ProfileUpdate } from './api';
import { CocNumberField } from './CocNumberField';
import { countryOptions } from './countries';
import { addressFormItems, addressUpdate, addressValues } from './forms/addressForm';
import { bankFormItems, bankUpdate, bankValues, type BankValues } from './forms/bankForm';
import {
  companyFormItems,
  companyUpdate,
  companyValues,
  type CompanyValues,
} from './forms/companyForm';
import { contactFormItems, contactUpdate, contactValues } from './forms/contactForm';
import { personalFormItems, personalUpdate, personalValues } from './forms/personalForm';
import type { ProfileSection } from './messages';
import { ProfileFormScreen } from './ProfileFormScreen';

/** The countries, labelled in Dutch (made once, when a form that lists them first opens). */
let countries: ReturnType<typeof countryOptions> | undefined;
const countryList = () => (countries ??= countryOptions());

/** A form whose save is one profile update made from its values. */
function useUpdateForm<V extends object>(
  profile: Profile,
  items: readonly FormItem<V>[],
  toUpdate: (values: V, profile: Profile) => ProfileUpdate,
) {
  const { save } = useSaveProfile();
  return { items, save: (values: V) => save(toUpdate(values, profile)) };
}

/** The person form (the countries labelled in Dutch). */
const usePersonalForm = (profile: Profile) =>
  useUpdateForm(profile, personalFormItems(profile, countryList()), personalUpdate);

/** The address form: home, and for freelancers the business address. */
const useAddressForm = (profile: Profile) =>
  useUpdateForm(profile, addressFormItems(profile, countryList()), addressUpdate);

/** The contact form. */
const useContactForm = (profile: Profile) =>
  useUpdateForm(profile, contactFormItems(profile), contactUpdate);

/** The company form: the KvK lookup fills in the company name and keeps the address it found. */
function useCompanyForm(_profile: Profile, setValues: Dispatch<SetStateAction<CompanyValues>>) {
  const { save } = useSaveProfile();
  const [takenOver, setTakenOver] = useState<CocOrganisation | null>(null);
  return {
    items: companyFormItems((field) => (
      <CocNumberField
        {...field}
        takenOver={takenOver}
        onTakeOver={(company) => {
          setTakenOver(company);
          setValues((values) => ({ ...values, companyName: company.name }));
        }}
      />
    )),
    save: (values: CompanyValues) => save(companyUpdate(values, takenOver)),
  };
}

/** The bank form: the bank details, then the direct-debit choice when a freelancer changed it. */
function useBankForm(profile: Profile) {
  const { save } = useSaveProfile();
  const automaticPayment = useUpdateAutomaticPayment();
  return {
    items: bankFormItems(profile),
    save: async (values: BankValues) => {
      await save(bankUpdate(values, profile));
      const isFreelancer = profile.user_type === 'freelancer';
      if (isFreelancer && values.automaticIncasso !== (profile.incasso_organisation === true)) {
        await automaticPayment.mutateAsync({ choice: values.automaticIncasso });
      }
    },
  };
}

/** Whether the profile is a freelancer's (the company page is theirs only). */
const isFreelancer = (profile: Profile) => profile.user_type === 'freelancer';

export interface ProfileEditScreenProps {
  /** Which section: `/settings/profile/<section>/edit`. */
  section: ProfileSection;
}

/**
 * A profile edit page (spec section 5): person, address, contact, company (freelancers; an agency
 * worker returns to the overview) or bank details.
 */
export function ProfileEditScreen({ section }: ProfileEditScreenProps) {
  switch (section) {
    case 'personal':
      return (
        <ProfileFormScreen section="personal" toValues={personalValues} useForm={usePersonalForm} />
      );
    case 'address':
      return (
        <ProfileFormScreen section="address" toValues={addressValues} useForm={useAddressForm} />
      );
    case 'contact':
      return (
        <ProfileFormScreen section="contact" toValues={contactValues} useForm={useContactForm} />
      );
    case 'company':
      return (
        <ProfileFormScreen
          section="company"
          isFor={isFreelancer}
          toValues={companyValues}
          useForm={useCompanyForm}
        />
      );
    case 'bank':
      return <ProfileFormScreen section="bank" toValues={bankValues} useForm={useBankForm} />;
  }
}
