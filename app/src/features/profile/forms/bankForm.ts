import { maxLength, required, type FormItem } from '@pidz/ui';
import type { Profile, ProfileUpdate } from '../api';
import { profileFormMessages } from '../messages';
import { groupedIban, storedIban } from '../ibanFormat';
import { bicRule, ibanRule } from '../profileRules';

const texts = profileFormMessages.bank;

/** The most characters of the account holder (spec section 9). */
const MAX_LENGTH = 255;

/** The values of the bank form (spec section 3 'Bank details form'). */
export interface BankValues {
  /** Shown grouped in fours. */
  iban: string;
  bic: string;
  /** The account holder. */
  name: string;
  /** Pay (software) invoices by automatic direct debit; freelancers only. */
  automaticIncasso: boolean;
}

/**
 * The profile as the bank form's values: the organisation fields for freelancers, the personal
 * fields for agency workers (spec section 3).
 */
export function bankValues(profile: Profile): BankValues {
  const iban =
    profile.user_type === 'freelancer' ? profile.iban_organisation : profile.iban_personal;
  const bic = profile.user_type === 'freelancer' ? profile.bic_organisation : profile.bic_personal;
  return {
    iban: groupedIban(iban ?? ''),
    bic: bic ?? '',
    name: profile.name_bank_account ?? '',
    automaticIncasso: profile.user_type === 'freelancer' && profile.incasso_organisation === true,
  };
}

/**
 * The bank form (spec section 5 'Bank'): IBAN (ibantools: country, length, structure, mod-97), BIC,
 * account holder (1 to 255); freelancers also choose automatic direct debit.
 */
export function bankFormItems(profile: Profile): FormItem<BankValues>[] {
  return [
    {
      kind: 'input',
      name: 'iban',
      label: texts.iban,
      isRequired: true,
      rules: [ibanRule(texts.ibanInvalid)],
    },
    {
      kind: 'input',
      name: 'bic',
      label: texts.bic,
      isRequired: true,
      rules: [bicRule(texts.bicInvalid)],
    },
    {
      kind: 'input',
      name: 'name',
      label: texts.accountHolder,
      isRequired: true,
      rules: [required(texts.accountHolderRequired), maxLength(MAX_LENGTH, texts.maxLength255)],
    },
    {
      kind: 'toggle',
      name: 'automaticIncasso',
      label: texts.automaticIncasso,
      active: profile.user_type === 'freelancer',
    },
  ];
}

/** The valid values as the role's update: the IBAN without spaces, the BIC in capitals. */
export function bankUpdate(values: BankValues, profile: Profile): ProfileUpdate {
  const iban = storedIban(values.iban);
  const bic = values.bic.trim().toUpperCase();
  const name_bank_account = values.name.trim();
  return profile.user_type === 'freelancer'
    ? { freelancerModel: { iban_organisation: iban, bic_organisation: bic, name_bank_account } }
    : { agencyWorkerModel: { iban_personal: iban, bic_personal: bic, name_bank_account } };
}
