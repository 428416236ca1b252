import { useState } from 'react';
import styled from 'styled-components';
import { Button, formatDate } from '@pidz/ui';
import { displayName } from '../../../lib/words/names';
import type { CocOrganisation } from '@pidz/contracts';
import type { Profile } from '../api';
import { countryName } from '../countries';
import { optionLabels, profileMessages } from '../messages';
import { groupedIban } from '../ibanFormat';
import { SectionCard } from './SectionCard';

const texts = profileMessages.overview;

const Inline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--pidz-space-sm);
`;

/** The BSN as nine asterisks until the user reveals it (and hides it again); or that there is none. */
function Bsn({ profile }: { profile: Profile }) {
  const [isShown, setIsShown] = useState(false);
  const bsn = profile.national_identification_number;
  if (!profile.has_national_identification_number || !bsn) return <>{texts.bsnNone}</>;
  return (
    <Inline>
      <span aria-live="polite">{isShown ? bsn : texts.bsnHidden}</span>
      <Button variant="link" isCompact onPress={() => setIsShown(!isShown)}>
        {isShown ? texts.hideBsn : texts.showBsn}
      </Button>
    </Inline>
  );
}

const country = (code: string | null) => (code ? countryName(code) : null);
const date = (iso: string | null) => (iso ? formatDate(iso) : null);

/** An address on one line: 'Oudegracht 231, 3511NK Utrecht, Nederland'. */
function addressLine(
  street: string | null,
  houseNumber: string | null,
  zipCode: string | null,
  city: string | null,
  countryCode: string | null,
): string | null {
  if (!street) return null;
  return [
    `${street} ${houseNumber ?? ''}`.trim(),
    `${zipCode ?? ''} ${city ?? ''}`.trim(),
    country(countryCode),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The company as registered at the KvK (`organisation`): its name, address and PO box. */
function organisationLines(organisation: CocOrganisation | null) {
  if (!organisation) return [];
  return [
    { label: texts.registeredName, value: organisation.name },
    {
      label: texts.registeredAddress,
      value: addressLine(
        organisation.street,
        organisation.house_number,
        organisation.zip_code,
        organisation.city,
        organisation.country,
      ),
    },
    { label: texts.registeredPoBox, value: organisation.po_box },
  ];
}

/**
 * The details of the profile overview for the user's role (spec sections 3 and 6): personal,
 * address (and the business address for freelancers), contact, company (freelancers) and bank
 * (the organisation fields for freelancers, the personal ones for agency workers).
 */
export function DetailSections({ profile }: { profile: Profile }) {
  const agencyWorker = profile.user_type === 'agency_worker' ? profile : undefined;
  const freelancer = profile.user_type === 'freelancer' ? profile : undefined;
  const yesNo = (value: boolean | null) => (value === null ? null : value ? texts.yes : texts.no);

  return (
    <>
      <SectionCard
        section="personal"
        lines={[
          { label: texts.name, value: displayName(profile) },
          { label: texts.initials, value: profile.initials },
          { label: texts.birthDate, value: date(profile.birth_date) },
          ...(agencyWorker
            ? [
                { label: texts.birthPlace, value: agencyWorker.birth_place },
                { label: texts.birthCountry, value: country(agencyWorker.birth_country) },
              ]
            : []),
          { label: texts.nationality, value: country(profile.nationality) },
          { label: texts.bsn, value: <Bsn profile={profile} /> },
          { label: texts.gender, value: profile.sex && optionLabels.gender[profile.sex] },
          ...(agencyWorker
            ? [
                {
                  label: texts.maritalStatus,
                  value:
                    agencyWorker.marital_status &&
                    optionLabels.maritalStatus[agencyWorker.marital_status],
                },
              ]
            : []),
        ]}
      />
      <SectionCard
        section="address"
        lines={[
          {
            label: texts.homeAddress,
            value: addressLine(
              profile.street,
              profile.house_number,
              profile.zip_code,
              profile.city,
              profile.country,
            ),
          },
          ...(freelancer
            ? [
                {
                  label: texts.businessAddress,
                  value: addressLine(
                    freelancer.street_freelancer,
                    freelancer.house_number_freelancer,
                    freelancer.zip_code_freelancer,
                    freelancer.city_freelancer,
                    freelancer.country_freelancer,
                  ),
                },
                { label: texts.poBox, value: freelancer.po_box_freelancer },
              ]
            : []),
        ]}
      />
      <SectionCard
        section="contact"
        lines={[
          { label: texts.email, value: profile.email },
          ...(freelancer
            ? [{ label: texts.invoiceEmail, value: freelancer.email_freelancer }]
            : []),
          { label: texts.mobile, value: profile.mobile_phone_number },
          { label: texts.phone, value: profile.telephone_number },
          ...(agencyWorker
            ? [
                { label: texts.emergencyContact, value: agencyWorker.emergency_contact },
                { label: texts.emergencyPhone, value: agencyWorker.emergency_phone },
              ]
            : []),
        ]}
      />
      {freelancer && (
        <SectionCard
          section="company"
          lines={[
            { label: texts.companyName, value: freelancer.name_of_organisation },
            { label: texts.cocNumber, value: freelancer.coc_number },
            { label: texts.website, value: freelancer.website },
            { label: texts.vatNumber, value: freelancer.vat_number },
            { label: texts.vatFree, value: yesNo(freelancer.vat_free) },
            ...organisationLines(freelancer.organisation),
          ]}
        />
      )}
      <SectionCard
        section="bank"
        lines={[
          {
            label: texts.iban,
            value: (() => {
              const iban = freelancer ? freelancer.iban_organisation : agencyWorker?.iban_personal;
              return iban ? groupedIban(iban) : null;
            })(),
          },
          {
            label: texts.bic,
            value: freelancer ? freelancer.bic_organisation : agencyWorker?.bic_personal,
          },
          { label: texts.accountHolder, value: profile.name_bank_account },
          ...(freelancer
            ? [{ label: texts.automaticIncasso, value: yesNo(freelancer.incasso_organisation) }]
            : []),
        ]}
      />
    </>
  );
}
