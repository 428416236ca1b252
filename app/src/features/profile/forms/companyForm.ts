import type { CocOrganisation, FreelancerInput } from '@pidz/contracts';
import type { ReactNode } from 'react';
import { maxLength, required, type CustomFieldRenderProps, type FormItem } from '@pidz/ui';
import { optionalText } from '../../../lib/forms/formFields';
import type { Profile } from '../api';
import { profileFormMessages } from '../messages';
import { cocNumberRules, normalisedVatNumber, vatNumberRule, websiteRule } from '../profileRules';

const texts = profileFormMessages.company;

/** The most characters of a company name and a website (spec section 9). */
const MAX_LENGTH = 255;

/** The values of the company form (spec section 3 'Company form'). */
export interface CompanyValues {
  cocNumber: string;
  companyName: string;
  website: string;
  vatNumber: string;
  vatFree: boolean;
}

/** A freelancer's profile as the company form's values (an agency worker has no company). */
export function companyValues(profile: Profile): CompanyValues {
  const freelancer = profile.user_type === 'freelancer' ? profile : undefined;
  return {
    cocNumber: freelancer?.coc_number ?? '',
    companyName: freelancer?.name_of_organisation ?? '',
    website: freelancer?.website ?? '',
    vatNumber: freelancer?.vat_number ?? '',
    vatFree: freelancer?.vat_free ?? false,
  };
}

/**
 * The company form (spec section 5 'Company', freelancers only): the KvK number (at least 8, then
 * 8 to 11 digits), the company name (1 to 255), the website (optional, URL-like, at most 255), the
 * VAT number (required, checked per country) and 'BTW-vrij'.
 */
export function companyFormItems(
  /** Renders the KvK number's input (with its lookup: CocNumberField). */
  renderCocNumber: (field: CustomFieldRenderProps<string>) => ReactNode,
): FormItem<CompanyValues>[] {
  return [
    {
      kind: 'custom',
      name: 'cocNumber',
      label: texts.cocNumber,
      render: renderCocNumber,
      isRequired: true,
      rules: cocNumberRules({ tooShort: texts.cocNumberTooShort, invalid: texts.cocNumberInvalid }),
    },
    {
      kind: 'input',
      name: 'companyName',
      label: texts.companyName,
      autoComplete: 'organization',
      isRequired: true,
      rules: [required(texts.companyNameRequired), maxLength(MAX_LENGTH, texts.maxLength255)],
    },
    {
      kind: 'input',
      name: 'website',
      label: texts.website,
      type: 'url',
      rules: [maxLength(MAX_LENGTH, texts.maxLength255), websiteRule(texts.websiteInvalid)],
    },
    {
      kind: 'input',
      name: 'vatNumber',
      label: texts.vatNumber,
      isRequired: true,
      rules: [required(texts.vatNumberRequired), vatNumberRule(texts.vatNumberInvalid)],
    },
    { kind: 'toggle', name: 'vatFree', label: texts.vatFree },
  ];
}

/**
 * The valid values as a freelancer's update; with a company taken over from the KvK, its address
 * becomes the business address.
 */
export function companyUpdate(
  values: CompanyValues,
  fromCoc: CocOrganisation | null,
): { freelancerModel: FreelancerInput } {
  return {
    freelancerModel: {
      coc_number: values.cocNumber.trim(),
      name_of_organisation: values.companyName.trim(),
      website: optionalText(values.website),
      vat_number: normalisedVatNumber(values.vatNumber),
      vat_free: values.vatFree,
      ...(fromCoc && {
        street_freelancer: fromCoc.street,
        house_number_freelancer: fromCoc.house_number,
        zip_code_freelancer: fromCoc.zip_code,
        city_freelancer: fromCoc.city,
        country_freelancer: fromCoc.country,
        po_box_freelancer: fromCoc.po_box,
      }),
    },
  };
}
