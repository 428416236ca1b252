import {
  AssetKind,
  AssetTypeId,
  EducationSubjectId,
  RegistrationTypeId,
  TrainingSubjectId,
  type AssetType,
  type CompetencyType,
  type EducationSubject,
  type JobFunction,
  type Language,
  type RegistrationType,
  type Sector,
  type TrainingSubject,
} from '@pidz/contracts';

const languageNames = [
  'Nederlands',
  'Engels',
  'Duits',
  'Frans',
  'Spaans',
  'Italiaans',
  'Portugees',
  'Pools',
  'Turks',
  'Arabisch',
  'Berbers',
  'Papiaments',
  'Sranantongo',
  'Fries',
  'Chinees',
  'Hindi',
  'Urdu',
  'Punjabi',
  'Bengaals',
  'Tamil',
  'Russisch',
  'Oekraïens',
  'Roemeens',
  'Bulgaars',
  'Hongaars',
  'Tsjechisch',
  'Slowaaks',
  'Kroatisch',
  'Servisch',
  'Bosnisch',
  'Albanees',
  'Grieks',
  'Perzisch',
  'Dari',
  'Pasjtoe',
  'Koerdisch',
  'Somalisch',
  'Tigrinya',
  'Indonesisch',
  'Vietnamees',
  'Tagalog',
  'Nederlandse Gebarentaal',
];

/** The languages of `language:getAll`, with stable uuids (Nederlands ...01, Engels ...02, ...). */
export const languages: readonly Language[] = languageNames.map((display_name, index) => ({
  uuid: `7f1c2a9e-3b1d-4c55-9a51-0c2f6b9b1a${(index + 1).toString(16).padStart(2, '0')}`,
  display_name,
}));

/** Looks a language up by its uuid. */
export function languageByUuid(uuid: string): Language | undefined {
  return languages.find((language) => language.uuid === uuid);
}

/** The uuid of a language by its Dutch name; for seed data. */
export function languageUuid(displayName: string): string {
  const language = languages.find((candidate) => candidate.display_name === displayName);
  if (!language) throw new Error(`No seeded language named ${displayName}`);
  return language.uuid;
}

/** `function:getAll`. */
export const jobFunctions: readonly JobFunction[] = [
  { id: 1, name: 'Verpleegkundige' },
  { id: 2, name: 'Verzorgende IG' },
  { id: 3, name: 'Helpende Zorg & Welzijn' },
  { id: 4, name: 'Wijkverpleegkundige' },
  { id: 5, name: 'Persoonlijk begeleider' },
  { id: 6, name: 'Ambulant begeleider' },
  { id: 7, name: 'GGZ-agoog' },
  { id: 8, name: 'Verpleegkundig specialist' },
  { id: 9, name: 'IC-verpleegkundige' },
  { id: 10, name: 'SEH-verpleegkundige' },
  { id: 11, name: 'Operatieassistent' },
  { id: 12, name: 'Doktersassistent' },
  { id: 13, name: 'Praktijkondersteuner huisarts' },
  { id: 14, name: 'Jeugdzorgwerker' },
  { id: 15, name: 'Kraamverzorgende' },
];

/** `sector:getAll`. */
export const sectors: readonly Sector[] = [
  { id: 1, name: 'Ziekenhuiszorg' },
  { id: 2, name: 'Ouderenzorg (VVT)' },
  { id: 3, name: 'Gehandicaptenzorg' },
  { id: 4, name: 'Geestelijke gezondheidszorg' },
  { id: 5, name: 'Thuiszorg' },
  { id: 6, name: 'Jeugdzorg' },
  { id: 7, name: 'Huisartsenzorg' },
  { id: 8, name: 'Revalidatiezorg' },
  { id: 9, name: 'Kraamzorg' },
];

/** `education_subject:getEducationSubjects`. */
export const educationSubjects: readonly EducationSubject[] = [
  { id: 1, name: 'MBO Verpleegkundige (niveau 4)' },
  { id: 2, name: 'HBO Verpleegkunde (bachelor)' },
  { id: 3, name: 'MBO Verzorgende IG (niveau 3)' },
  { id: 4, name: 'MBO Helpende Zorg & Welzijn (niveau 2)' },
  { id: 5, name: 'MBO Maatschappelijke Zorg (niveau 3)' },
  { id: 6, name: 'MBO Persoonlijk Begeleider Gehandicaptenzorg (niveau 4)' },
  { id: 7, name: 'HBO Social Work' },
  { id: 8, name: 'HBO Toegepaste Psychologie' },
  { id: 9, name: 'Master Advanced Nursing Practice' },
  { id: 10, name: 'MBO Doktersassistent (niveau 4)' },
  { id: 11, name: 'MBO Kraamverzorgende (niveau 3)' },
  { id: EducationSubjectId.OTHER, name: 'Anders, namelijk' },
];

/** `training_subject:getTrainingSubjects` ('other' last). */
export const trainingSubjects: readonly TrainingSubject[] = [
  { id: 81, name: 'Reanimatie (BLS)' },
  { id: 82, name: 'Reanimatie en AED' },
  { id: 83, name: 'Medicatieveiligheid' },
  { id: 84, name: 'Voorbehouden en risicovolle handelingen' },
  { id: 85, name: 'Agressiehantering' },
  { id: 86, name: 'Palliatieve zorg' },
  { id: 87, name: 'Dementiezorg' },
  { id: 88, name: 'Tilinstructie en ergonomie' },
  { id: 89, name: 'Wondzorg' },
  { id: 90, name: 'Infectiepreventie' },
  { id: 91, name: 'Signaleren van kindermishandeling (meldcode)' },
  { id: 92, name: 'Omgaan met onbegrepen gedrag' },
  { id: 93, name: 'Insuline toedienen' },
  { id: TrainingSubjectId.OTHER, name: 'Anders, namelijk' },
];

/** `registration_type:getRegistrationTypes` (ids from the spec). */
export const registrationTypes: readonly RegistrationType[] = [
  { id: RegistrationTypeId.BIG, name: 'BIG-registratie' },
  { id: RegistrationTypeId.HKZ, name: 'HKZ' },
  { id: RegistrationTypeId.SKJ, name: 'SKJ' },
  { id: RegistrationTypeId.KIWA, name: 'KIWA' },
  { id: RegistrationTypeId.QUALITY_REGISTER_VV, name: 'Kwaliteitsregister V&V' },
  { id: RegistrationTypeId.VSR, name: 'VSR' },
  { id: RegistrationTypeId.HEALTHCARE_PORTAL, name: 'Zorgaanbiederportaal' },
];

/** Looks a registration type up by id. */
export function registrationTypeById(id: number): RegistrationType | undefined {
  return registrationTypes.find((type) => type.id === id);
}

const competencyCategories = {
  medical: { id: 1, name: 'Medisch-technische handelingen' },
  care: { id: 2, name: 'Persoonlijke verzorging' },
  psych: { id: 3, name: 'Begeleiding en psychiatrie' },
};

/** The competencies every resume lists, grouped by category. */
export const competencyTypes: readonly CompetencyType[] = [
  {
    id: 1,
    name: 'Injecteren (subcutaan en intramusculair)',
    category: competencyCategories.medical,
  },
  { id: 2, name: 'Katheteriseren', category: competencyCategories.medical },
  { id: 3, name: 'Sondevoeding toedienen', category: competencyCategories.medical },
  { id: 4, name: 'Infuus aanleggen', category: competencyCategories.medical },
  { id: 5, name: 'Wondverzorging', category: competencyCategories.medical },
  { id: 6, name: 'Hulp bij ADL', category: competencyCategories.care },
  { id: 7, name: 'Tillen met hulpmiddelen', category: competencyCategories.care },
  { id: 8, name: 'Medicatie aanreiken', category: competencyCategories.care },
  { id: 9, name: 'De-escalerend werken', category: competencyCategories.psych },
  { id: 10, name: 'Werken met een signaleringsplan', category: competencyCategories.psych },
  { id: 11, name: 'Begeleiden bij dagbesteding', category: competencyCategories.psych },
];

/**
 * `asset_type:getAssetTypes` (ids from the spec) with their number/asset kind (decision
 * 0034): the policy and the VOG carry a number with their file (BOTH), the others a file only.
 */
export const assetTypes: readonly AssetType[] = [
  { id: AssetTypeId.INSURANCE_DOCUMENT, name: 'Verzekeringspolis', kind: AssetKind.BOTH },
  { id: AssetTypeId.COC_DOCUMENT, name: 'Uittreksel Kamer van Koophandel', kind: AssetKind.ASSET },
  {
    id: AssetTypeId.VOG_DOCUMENT,
    name: 'Verklaring Omtrent het Gedrag (VOG)',
    kind: AssetKind.BOTH,
  },
  { id: AssetTypeId.COMPLAINTS_DOCUMENT, name: 'Klachtenregeling', kind: AssetKind.ASSET },
  {
    id: AssetTypeId.INSURANCE_PAYMENT_PROOF,
    name: 'Betaalbewijs verzekering',
    kind: AssetKind.ASSET,
  },
];
