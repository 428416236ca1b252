import { maxLength, required, type FormItem } from '@pidz/ui';
import { optionalText } from '../../../lib/forms/formFields';
import type { Profile, ProfileUpdate } from '../api';
import { profileFormMessages } from '../messages';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  emailRule,
  normalisedPhone,
  phoneRules,
} from '../profileRules';

const texts = profileFormMessages.contact;

/** The values of the contact form (spec section 3 'Contact form'). */
export interface ContactValues {
  email: string;
  /** Where a freelancer's invoices go (`email_freelancer`); optional. */
  invoiceEmail: string;
  mobile: string;
  phone: string;
  emergencyContact: string;
  emergencyPhone: string;
}

/** The profile as the contact form's values. */
export function contactValues(profile: Profile): ContactValues {
  const agencyWorker = profile.user_type === 'agency_worker' ? profile : undefined;
  return {
    email: profile.email,
    invoiceEmail: profile.user_type === 'freelancer' ? (profile.email_freelancer ?? '') : '',
    mobile: profile.mobile_phone_number ?? '',
    phone: profile.telephone_number ?? '',
    emergencyContact: agencyWorker?.emergency_contact ?? '',
    emergencyPhone: agencyWorker?.emergency_phone ?? '',
  };
}

const phoneTexts = { tooLong: texts.phoneTooLong, digitsOnly: texts.phoneDigitsOnly };

/**
 * The contact form (spec section 5 'Contact'): the e-mail address required, at most 254 characters
 * and valid; a freelancer's address for invoices (`email_freelancer`) optional, valid when given; mobile and
 * phone optional (at most 14 characters, digits with an optional leading +, 9 to 14 digits). The
 * emergency contact and phone are for agency workers only: both optional, but a name once an
 * emergency phone is given ('Vul de naam in'); the emergency phone follows the phone's rules.
 */
export function contactFormItems(profile: Profile): FormItem<ContactValues>[] {
  const forAgencyWorker = profile.user_type === 'agency_worker';
  const forFreelancer = profile.user_type === 'freelancer';
  return [
    {
      kind: 'input',
      name: 'email',
      label: texts.email,
      type: 'email',
      autoComplete: 'email',
      isRequired: true,
      rules: [
        required(texts.emailRequired),
        maxLength(EMAIL_MAX_LENGTH, texts.emailTooLong),
        emailRule(texts.emailInvalid),
      ],
    },
    {
      kind: 'input',
      name: 'invoiceEmail',
      label: texts.invoiceEmail,
      description: texts.invoiceEmailHelp,
      type: 'email',
      autoComplete: 'work email',
      active: forFreelancer,
      rules: [maxLength(EMAIL_MAX_LENGTH, texts.emailTooLong), emailRule(texts.emailInvalid)],
    },
    {
      kind: 'input',
      name: 'mobile',
      label: texts.mobile,
      type: 'tel',
      autoComplete: 'mobile tel',
      rules: phoneRules({ ...phoneTexts, invalid: texts.mobileInvalid }),
    },
    {
      kind: 'input',
      name: 'phone',
      label: texts.phone,
      type: 'tel',
      rules: phoneRules({ ...phoneTexts, invalid: texts.phoneInvalid }),
    },
    { kind: 'break', active: forAgencyWorker },
    {
      kind: 'input',
      name: 'emergencyContact',
      label: texts.emergencyContact,
      active: forAgencyWorker,
      dependsOn: ['emergencyPhone'],
      rules: [
        (value, values) =>
          values.emergencyPhone.trim() !== '' && value.trim() === ''
            ? texts.emergencyContactRequired
            : null,
        maxLength(NAME_MAX_LENGTH, texts.maxLength100),
      ],
    },
    {
      kind: 'input',
      name: 'emergencyPhone',
      label: texts.emergencyPhone,
      type: 'tel',
      active: forAgencyWorker,
      rules: phoneRules({ ...phoneTexts, invalid: texts.phoneInvalid }),
    },
  ];
}

/** The valid values as the role's update (phone numbers as their digits; blank ones clear them). */
export function contactUpdate(values: ContactValues, profile: Profile): ProfileUpdate {
  const shared = {
    email: values.email.trim(),
    mobile_phone_number: optionalText(normalisedPhone(values.mobile)),
    telephone_number: optionalText(normalisedPhone(values.phone)),
  };
  if (profile.user_type === 'freelancer') {
    return { freelancerModel: { ...shared, email_freelancer: optionalText(values.invoiceEmail) } };
  }
  return {
    agencyWorkerModel: {
      ...shared,
      emergency_contact: optionalText(values.emergencyContact),
      emergency_phone: optionalText(normalisedPhone(values.emergencyPhone)),
    },
  };
}
