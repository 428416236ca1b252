import { monthName } from '@pidz/dates';
import type { CalendarDate } from '@internationalized/date';
import {
  AssetTypeId,
  InvoiceStatus,
  ShiftStatus,
  type Asset,
  type Freelancer,
  type FreelancerInvoice,
  type SoftwareInvoice,
} from '@pidz/contracts';
import type { BackendState } from '../state.ts';
import { signedInAs } from './signedIn.ts';
import { seedCalendar } from './calendar.ts';
import { assetTypes } from './lookups.ts';
import { seedLinkedDepartments, seedOrganisations } from './organisations.ts';
import { seedNurseResume } from './resume.ts';
import { seedProfilePictures } from './profilePicture.ts';

function assetType(id: AssetTypeId): Asset['type'] {
  const type = assetTypes.find((candidate) => candidate.id === id);
  if (!type) throw new Error(`No seeded asset type ${id}`);
  return { ...type };
}

/** Sanne de Vries, ZZP-verpleegkundige in Utrecht: a complete, active freelancer profile. */
export function seedFreelancer(today: CalendarDate): BackendState {
  const profile: Freelancer = {
    id: 1001,
    user_type: 'freelancer',
    first_name: 'Sanne',
    insertion: 'de',
    last_name: 'Vries',
    initials: 'S.M.',
    birth_date: '1988-04-17',
    nationality: 'NL',
    national_identification_number: '123456782',
    has_national_identification_number: true,
    sex: 'F',
    marital_status: 'unmarried',
    birth_country: 'NL',
    telephone_number: '0301234567',
    mobile_phone_number: '0612345678',
    email: 'sanne.devries@example.nl',
    email_freelancer: 'facturen@zorgdevries.nl',
    street: 'Oudegracht',
    house_number: '231',
    zip_code: '3511NK',
    city: 'Utrecht',
    country: 'NL',
    street_freelancer: 'Oudegracht',
    house_number_freelancer: '231',
    zip_code_freelancer: '3511NK',
    city_freelancer: 'Utrecht',
    country_freelancer: 'NL',
    po_box_freelancer: null,
    organisation: {
      name: 'Zorg de Vries',
      street: 'Oudegracht',
      house_number: '231',
      zip_code: '3511NK',
      city: 'Utrecht',
      country: 'NL',
      po_box: null,
    },
    name_of_organisation: 'Zorg de Vries',
    coc_number: '71234567',
    website: 'www.zorgdevries.nl',
    vat_number: 'NL004495445B01',
    vat_free: true,
    invoice_template: 'standard',
    iban_organisation: 'NL91ABNA0417164300',
    bic_organisation: 'ABNANL2A',
    name_bank_account: 'Zorg de Vries',
    incasso_organisation: true,
    invite_by_email: true,
    functions: [1, 4],
    sectors: [1, 2, 5],
  };
  const calendar = seedCalendar(
    today,
    {
      shifts: [
        {
          day: 1,
          fromToday: true,
          from: [7, 0],
          to: [15, 30],
          departmentId: 411,
          functionName: 'Verpleegkundige',
          status: ShiftStatus.FILLED,
        },
        {
          day: 3,
          fromToday: true,
          from: [15, 0],
          to: [23, 0],
          departmentId: 421,
          functionName: 'Verpleegkundige',
          status: ShiftStatus.FILLED,
        },
        {
          day: 2,
          from: [7, 0],
          to: [15, 30],
          departmentId: 412,
          functionName: 'Verpleegkundige',
          status: ShiftStatus.FILLED,
        },
        {
          day: 8,
          from: [23, 0],
          to: [7, 30],
          departmentId: 421,
          functionName: 'Verpleegkundige',
          status: ShiftStatus.FILLED,
        },
        {
          day: 13,
          from: [7, 30],
          to: [16, 0],
          departmentId: 431,
          functionName: 'Wijkverpleegkundige',
          status: ShiftStatus.RESERVED,
          isRequest: true,
        },
        {
          day: 19,
          from: [8, 0],
          to: [16, 30],
          departmentId: 422,
          functionName: 'Verpleegkundige',
          status: ShiftStatus.FILLED,
          isPeriodical: true,
        },
        {
          day: 25,
          from: [15, 0],
          to: [23, 30],
          departmentId: 411,
          functionName: 'Verpleegkundige',
          status: ShiftStatus.FILLED,
        },
        {
          day: 33,
          from: [7, 0],
          to: [15, 30],
          departmentId: 411,
          functionName: 'Verpleegkundige',
          status: ShiftStatus.FILLED,
        },
        {
          day: 40,
          from: [8, 0],
          to: [16, 30],
          departmentId: 422,
          functionName: 'Verpleegkundige',
          status: ShiftStatus.FILLED,
          isPeriodical: true,
        },
        {
          day: 46,
          from: [7, 30],
          to: [16, 0],
          departmentId: 431,
          functionName: 'Wijkverpleegkundige',
          status: ShiftStatus.RESERVED,
          isRequest: true,
        },
        {
          day: 53,
          from: [23, 0],
          to: [7, 30],
          departmentId: 421,
          functionName: 'Verpleegkundige',
          status: ShiftStatus.FILLED,
        },
      ],
      unavailable: [
        { day: 5 },
        { day: 16, from: [9, 0], to: [12, 0] },
        { day: 37 },
        { day: 38 },
        { day: 50, from: [13, 0], to: [17, 0] },
      ],
      weeklySeries: { repeatId: 310, occurrences: 8, from: [18, 0], to: [22, 0] },
    },
    9001,
  );
  const freelancerInvoice = (
    id: number,
    monthsAgo: number,
    organisationName: string,
    departmentName: string,
    amount: number,
    status: FreelancerInvoice['status'],
  ): FreelancerInvoice => {
    const invoiceDate = today.subtract({ months: monthsAgo });
    return {
      id,
      invoice_number: `ZDV-${invoiceDate.year}-${String(id).slice(-3)}`,
      sheet_id: id - 2000,
      organisation_name: organisationName,
      department_name: departmentName,
      invoice_date: invoiceDate.toString(),
      due_date: invoiceDate.add({ days: 30 }).toString(),
      amount,
      status,
      is_paid: status === InvoiceStatus.PAID,
      is_pre_financed: id % 2 === 1,
    };
  };
  const softwareInvoice = (
    id: number,
    monthsAgo: number,
    amount: number,
    status: SoftwareInvoice['status'],
  ): SoftwareInvoice => {
    const invoiceDate = today.subtract({ months: monthsAgo });
    return {
      id,
      invoice_number: `PZ-${invoiceDate.year}${String(invoiceDate.month).padStart(2, '0')}-${id}`,
      description: `Softwaregebruik ${monthName(invoiceDate.month)} ${invoiceDate.year}`,
      invoice_date: invoiceDate.toString(),
      due_date: invoiceDate.add({ days: 14 }).toString(),
      amount,
      status,
    };
  };
  return {
    health: 'OK',
    featureFlags: { 'ffe-cv': true, 'ffe-preferences': true, 'ffe-feedback': true },
    ...signedInAs(profile),
    profile,
    ...seedProfilePictures(),
    maxWorkRange: 45,
    standardRates: { rate: 42.5, periodical_rate: 39.75 },
    inactiveReasons: { unsubscribed: false, manual_inactive: false },
    resume: seedNurseResume(today),
    calendarItems: calendar.calendarItems,
    shifts: calendar.shifts,
    shiftInvitations: 3,
    organisations: seedOrganisations.map((organisation) => ({ ...organisation })),
    linkedDepartments: seedLinkedDepartments([441]),
    assets: [
      {
        id: 901,
        file_name: 'uittreksel-kvk-zorg-de-vries.pdf',
        type: assetType(AssetTypeId.COC_DOCUMENT),
        number: null,
        status: 'approved',
        valid_until: today.add({ years: 1 }).toString(),
        disapproved_reason: null,
      },
      {
        id: 902,
        file_name: 'klachtenregeling-2026.pdf',
        type: assetType(AssetTypeId.COMPLAINTS_DOCUMENT),
        number: null,
        status: 'approved',
        valid_until: null,
        disapproved_reason: null,
      },
      {
        // Declined with the reviewer's reason, so QA sees 'Reden afgekeurd: …' (spec section 4);
        // beside an approved one, so the activation task stays done.
        id: 906,
        file_name: 'klachtenregeling-2025.pdf',
        type: assetType(AssetTypeId.COMPLAINTS_DOCUMENT),
        number: null,
        status: 'disapproved',
        valid_until: null,
        disapproved_reason: 'Dit is de regeling van 2025. Voeg de regeling van 2026 toe.',
      },
      {
        id: 903,
        file_name: 'polis-beroepsaansprakelijkheid.pdf',
        type: assetType(AssetTypeId.INSURANCE_DOCUMENT),
        number: 'BA-2026-118244',
        status: 'nearing_expiration_date',
        valid_until: today.add({ days: 20 }).toString(),
        disapproved_reason: null,
      },
      {
        id: 904,
        file_name: 'betaalbewijs-polis.png',
        type: assetType(AssetTypeId.INSURANCE_PAYMENT_PROOF),
        number: null,
        status: 'new',
        valid_until: null,
        disapproved_reason: null,
      },
      {
        id: 905,
        file_name: 'vog-sanne-de-vries.pdf',
        type: assetType(AssetTypeId.VOG_DOCUMENT),
        number: '4412873',
        status: 'approved',
        valid_until: today.add({ years: 2 }).toString(),
        disapproved_reason: null,
      },
    ],
    freelancerInvoices: [
      freelancerInvoice(5001, 0, 'Zorggroep De Linde', 'Geriatrie', 1296.75, 1),
      freelancerInvoice(5002, 2, 'Medisch Centrum Vechtstreek', 'Spoedeisende Hulp', 2104.5, 2),
      freelancerInvoice(5003, 1, 'Zorggroep De Linde', 'Revalidatie', 843.0, InvoiceStatus.PAID),
      freelancerInvoice(
        5004,
        2,
        'Stichting Woonzorg Het Baken',
        'Kleinschalig Wonen',
        612.25,
        InvoiceStatus.PAID,
      ),
      freelancerInvoice(
        5005,
        3,
        'Medisch Centrum Vechtstreek',
        'Verpleegafdeling Interne',
        1530.0,
        6,
      ),
    ],
    timesheets: [
      {
        sheet_id: 3301,
        organisation_name: 'Zorggroep De Linde',
        department_name: 'Geriatrie',
        amount: 1187.5,
        has_open_changes: false,
      },
      {
        sheet_id: 3302,
        organisation_name: 'Medisch Centrum Vechtstreek',
        department_name: 'Spoedeisende Hulp',
        amount: 645.0,
        has_open_changes: true,
      },
    ],
    factoringCreditsPaid: [5003],
    payments: {
      tr_7Hq2kLm9: {
        kind: 'software_invoice',
        invoice_id: 6001,
        redirect_url: 'http://localhost/invoices/software/6001',
        status: 'paid',
      },
    },
    softwareInvoices: [
      softwareInvoice(6001, 0, 24.2, 1),
      softwareInvoice(6002, 1, 24.2, 7),
      softwareInvoice(6003, 2, 24.2, InvoiceStatus.PAID),
      softwareInvoice(6004, 3, 24.2, InvoiceStatus.PAID),
    ],
    periodicalReviews: [
      {
        id: 120,
        organisation_id: 42,
        organisation_name: 'Medisch Centrum Vechtstreek',
        department_name: 'Verpleegafdeling Interne',
        period_start: today.subtract({ months: 3 }).toString(),
        period_end: today.subtract({ days: 1 }).toString(),
        feedback: null,
      },
      {
        id: 119,
        organisation_id: 41,
        organisation_name: 'Zorggroep De Linde',
        department_name: 'Geriatrie',
        period_start: today.subtract({ months: 6 }).toString(),
        period_end: today.subtract({ months: 3, days: 1 }).toString(),
        feedback: {
          id: 130,
          periodical_review_id: 119,
          rating: 4,
          comment: 'Fijne afdeling en een goede overdracht.',
          attachments: [],
        },
      },
    ],
    systemNotifications: [
      {
        id: 951,
        type: 'urgent',
        title: 'Gepland onderhoud',
        text: 'Zondagnacht tussen 01:00 en 05:00 is het portaal niet bereikbaar vanwege gepland onderhoud.',
      },
      {
        id: 952,
        type: 'info',
        title: 'Nieuw in de app',
        text: 'Nieuw: je kunt je reistijd nu per opdrachtgever instellen.',
      },
    ],
    lastId: 10_000,
  };
}
