import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { CocOrganisation } from '@pidz/contracts';
import type { FormItem } from '@pidz/ui';
import {
  oneRecordForm,
  RecordFormScreen,
  type RecordFormFields,
} from '../../lib/forms/RecordFormScreen';
import { showToast } from '../../lib/platform/toasts';
import {
  profileQuery,
  useSaveProfile,
  useUpdateAutomaticPayment,
  type Profile,
  type ProfileUpdate,
} from './api';
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
import { profileMessages, type ProfileSection } from './messages';

/** Where every profile edit page returns after a save or cancel. */
const PROFILE_OVERVIEW = '~/settings/profile';

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

/**
 * A profile edit page's form (`/settings/profile/<section>/edit`): the profile is its record (a
 * page that is not for this profile's role returns to the overview), its draft `profile-<section>`;
 * a save shows a toast and returns to the overview, as 'Annuleren' does.
 */
function profileForm<V extends object>(
  section: ProfileSection,
  toValues: (profile: Profile) => V,
  useForm: (
    profile: Profile,
    setValues: Dispatch<SetStateAction<V>>,
  ) => RecordFormFields<V, unknown>,
  isFor: (profile: Profile) => boolean = () => true,
) {
  return oneRecordForm({
    titles: { edit: profileMessages.editTitles[section] },
    useData: () => useSuspenseQuery(profileQuery).data,
    find: (profile) => (isFor(profile) ? profile : undefined),
    draftKey: () => `profile-${section}`,
    toValues,
    useForm: ({ record, setValues }) => useForm(record, setValues),
    onSaved: () => showToast({ type: 'success', title: profileMessages.saved }),
  });
}

const personalForm = profileForm('personal', personalValues, usePersonalForm);
const addressForm = profileForm('address', addressValues, useAddressForm);
const contactForm = profileForm('contact', contactValues, useContactForm);
const companyForm = profileForm('company', companyValues, useCompanyForm, isFreelancer);
const bankForm = profileForm('bank', bankValues, useBankForm);

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
      return <RecordFormScreen form={personalForm} returnTo={PROFILE_OVERVIEW} />;
    case 'address':
      return <RecordFormScreen form={addressForm} returnTo={PROFILE_OVERVIEW} />;
    case 'contact':
      return <RecordFormScreen form={contactForm} returnTo={PROFILE_OVERVIEW} />;
    case 'company':
      return <RecordFormScreen form={companyForm} returnTo={PROFILE_OVERVIEW} />;
    case 'bank':
      return <RecordFormScreen form={bankForm} returnTo={PROFILE_OVERVIEW} />;
  }
}
