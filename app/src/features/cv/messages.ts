import { AppointmentType, SkillLevel, TrainingMethod } from '@pidz/contracts';

/**
 * Dutch texts of the CV. From the spec: the title 'CV', the skill levels, 'Selecteer een taal',
 * 'Selecteer een vaardigheid' and (through @pidz/ui's StatusRow) the status labels and messages.
 * The spec gives no wording for the rest (section title, links, toasts, empty and error states);
 * those are ours.
 */
export const cvMessages = {
  title: 'CV',
  languages: {
    sectionTitle: 'Talen',
    /** The noun in 'Deze {item} is goedgekeurd en mag niet meer bewerkt worden'. */
    itemName: 'taal',
    add: 'Taal toevoegen',
    addTitle: 'Taal toevoegen',
    editTitle: 'Taal bewerken',
    empty: 'Je hebt nog geen talen toegevoegd.',
    emptyNeedsAttention: 'Dit onderdeel vraagt je aandacht: voeg minimaal één taal toe.',
    itemsNeedAttention: 'Dit onderdeel vraagt je aandacht: bekijk de talen hieronder.',
    level: 'Niveau',
    edit: 'Bewerken',
    editLabel: (language: string) => `${language} bewerken`,
    languageField: 'Taal',
    skillLevelField: 'Vaardigheid',
    languageRequired: 'Selecteer een taal',
    skillLevelRequired: 'Selecteer een vaardigheid',
    removeTitle: 'Taal verwijderen',
    saved: 'Taal opgeslagen',
    savedText: (language: string) => `${language} staat op je CV.`,
    removed: 'Taal verwijderd',
  },
} as const;

/** The skill levels of spec section 3, in the order the form offers them. */
export const skillLevelLabels: Record<SkillLevel, string> = {
  [SkillLevel.NATIVE]: 'Moedertaal',
  [SkillLevel.PROFESSIONAL]: 'Professioneel',
  [SkillLevel.BASIC]: 'Basisniveau',
};

/**
 * Dutch texts of the CV forms other than languages. From spec section 5: 'Vul een functie in',
 * 'Vul een sector in', 'Vul een aanstelling in', 'De startdatum kan niet na de einddatum liggen',
 * 'Vul een opleiding in', 'De datum waarop je je diploma hebt behaald mag niet in de toekomst
 * liggen' and 'Vul een registratie in'; from section 3 the appointment types and training methods.
 * The spec names the other rules without a message; those messages follow the spec's wording
 * ('Maximaal 255 karakters', '... mag niet in de toekomst liggen') and are ours.
 */
export const cvFormMessages = {
  /** Rules that several CV forms share (see cvRules.ts). */
  shared: {
    institutionNameField: 'Naam instelling',
    institutionPlaceField: 'Plaats instelling',
    institutionNameRequired: 'Vul de naam van de instelling in',
    institutionPlaceRequired: 'Vul de plaats van de instelling in',
    maxLength128: 'Maximaal 128 karakters',
    maxLength512: 'Maximaal 512 karakters',
  },
  workExperience: {
    functionField: 'Functie',
    sectorField: 'Sector',
    appointmentField: 'Aanstelling',
    descriptionField: 'Omschrijving',
    startDateField: 'Startdatum',
    endDateField: 'Einddatum',
    isCurrentField: 'Ik werk hier nog',
    isCurrentDescription: 'Een baan die je nu nog hebt, heeft geen einddatum.',
    functionRequired: 'Vul een functie in',
    sectorRequired: 'Vul een sector in',
    appointmentRequired: 'Vul een aanstelling in',
    startDateRequired: 'Vul een startdatum in',
    startDateInFuture: 'De startdatum mag niet in de toekomst liggen',
    startDateAfterEndDate: 'De startdatum kan niet na de einddatum liggen',
    endDateRequired: 'Vul een einddatum in',
    endDateInFuture: 'De einddatum mag niet in de toekomst liggen',
  },
  education: {
    subjectField: 'Opleiding',
    otherSubjectField: 'Naam opleiding',
    specializationField: 'Specialisatie',
    endDateField: 'Datum diploma behaald',
    subjectRequired: 'Vul een opleiding in',
    otherSubjectRequired: 'Vul de naam van je opleiding in',
    endDateRequired: 'Vul de datum in waarop je je diploma hebt behaald',
    endDateInFuture: 'De datum waarop je je diploma hebt behaald mag niet in de toekomst liggen',
  },
  training: {
    subjectField: 'Training',
    otherSubjectField: 'Naam training',
    methodField: 'Methode',
    acquiredAtField: 'Datum behaald',
    subjectRequired: 'Vul een training in',
    otherSubjectRequired: 'Vul de naam van je training in',
    methodRequired: 'Vul een methode in',
    acquiredAtRequired: 'Vul de datum in waarop je de training hebt afgerond',
    acquiredAtInFuture:
      'De datum waarop je de training hebt afgerond mag niet in de toekomst liggen',
  },
  registration: {
    typeField: 'Registratie',
    numberField: 'Registratienummer',
    acquiredAtField: 'Datum registratie',
    typeRequired: 'Vul een registratie in',
    numberRequired: 'Vul een registratienummer in',
    bigNumber: 'Een BIG-nummer bestaat uit 11 cijfers',
    healthcarePortalNumber:
      'Een vestigingsnummer van het Zorgaanbiedersportaal bestaat uit 12 cijfers',
    hkzNumber: 'Een HKZ-nummer bestaat uit 10 tot en met 20 tekens',
    kiwaNumber: 'Een Kiwa-nummer bestaat uit 8 tot en met 20 tekens',
    qualityRegisterNumber:
      'Een nummer in het Kwaliteitsregister V&V bestaat uit 6 tot en met 12 tekens',
    skjNumber: 'Een SKJ-nummer bestaat uit 8 tot en met 15 tekens',
    vsrNumber: 'Een VSR-nummer bestaat uit 11 tekens',
    otherNumber: 'Een registratienummer bestaat uit maximaal 128 tekens',
    acquiredAtRequired: 'Vul de datum in waarop je bent geregistreerd',
    acquiredAtInFuture: 'De registratiedatum mag niet in de toekomst liggen',
  },
  competencies: {
    /** Per category (spec section 3): all experienced, none, or some. */
    allExperienced: 'Bekwaam',
    noneExperienced: 'Niet bekwaam',
    someExperienced: 'Deels bekwaam',
  },
} as const;

/** The appointment types of spec section 3, in the order the form offers them. */
export const appointmentTypeLabels: Record<AppointmentType, string> = {
  [AppointmentType.TEMPORARY]: 'Tijdelijke aanstelling',
  [AppointmentType.PERMANENT]: 'Vaste aanstelling',
  [AppointmentType.INTERN]: 'Stagiair',
};

/** The training methods of spec section 3, in the order the form offers them. */
export const trainingMethodLabels: Record<TrainingMethod, string> = {
  [TrainingMethod.CERTIFICATE_THEORY]: 'Certificaat theorie',
  [TrainingMethod.CERTIFICATE_PRACTICE]: 'Certificaat praktijk',
  [TrainingMethod.PARTICIPATION_THEORY]: 'Bewijs van deelname theorie',
  [TrainingMethod.PARTICIPATION_PRACTICE]: 'Bewijs van deelname praktijk',
};

/**
 * Dutch texts of the CV screens other than languages: the overview's sections, the form pages,
 * removal, downloads and toasts. The item names in 'Deze {item} is goedgekeurd ...' are the
 * issue's (werkervaring, opleiding, training, registratie); the rest are ours.
 */
export const cvScreenMessages = {
  overview: {
    downloadCv: 'CV downloaden',
    downloadCvFileName: 'cv.pdf',
    emptyCv:
      'Je CV is nog leeg. Voeg eerst werkervaring, een opleiding, een training, een registratie of een taal toe; daarna kun je het downloaden.',
    attentionTitle: 'Deze onderdelen van je CV vragen je aandacht',
    attentionLink: (section: string) => `Ga naar ${section}`,
    edit: 'Bewerken',
    remove: 'Verwijderen',
    cancel: 'Annuleren',
    sectionEmptyNeedsAttention: 'Dit onderdeel vraagt je aandacht: dit onderdeel is nog leeg.',
    sectionItemsNeedAttention: 'Dit onderdeel vraagt je aandacht: bekijk de items hieronder.',
    current: 'heden',
    period: (start: string, end: string) => `${start} – ${end}`,
  },
  functions: {
    sectionTitle: 'Functies',
    unknown: 'onbekende functie',
    empty: 'Er staan nog geen functies op je CV.',
    /** No method sets them: PIDZ takes them from the approved work experience (decision 0016). */
    emptyNeedsAttention:
      'Dit onderdeel vraagt je aandacht: je functies komen uit je werkervaring, zodra PIDZ die heeft goedgekeurd.',
  },
  sectors: {
    sectionTitle: 'Sectoren',
    unknown: 'onbekende sector',
    empty: 'Er staan nog geen sectoren op je CV.',
    /** As the functions: from the approved work experience (decision 0016). */
    emptyNeedsAttention:
      'Dit onderdeel vraagt je aandacht: je sectoren komen uit je werkervaring, zodra PIDZ die heeft goedgekeurd.',
  },
  workExperience: {
    sectionTitle: 'Werkervaring',
    itemName: 'werkervaring',
    add: 'Werkervaring toevoegen',
    addTitle: 'Werkervaring toevoegen',
    editTitle: 'Werkervaring bewerken',
    empty: 'Je hebt nog geen werkervaring toegevoegd.',
    saved: 'Werkervaring opgeslagen',
    removeTitle: 'Werkervaring verwijderen',
    removed: 'Werkervaring verwijderd',
  },
  education: {
    sectionTitle: 'Opleidingen',
    itemName: 'opleiding',
    add: 'Opleiding toevoegen',
    addTitle: 'Opleiding toevoegen',
    editTitle: 'Opleiding bewerken',
    empty: 'Je hebt nog geen opleidingen toegevoegd.',
    saved: 'Opleiding opgeslagen',
    removeTitle: 'Opleiding verwijderen',
    removed: 'Opleiding verwijderd',
    obtained: 'Diploma behaald',
  },
  training: {
    sectionTitle: 'Trainingen',
    itemName: 'training',
    add: 'Training toevoegen',
    addTitle: 'Training toevoegen',
    editTitle: 'Training bewerken',
    empty: 'Je hebt nog geen trainingen toegevoegd. Trainingen zijn niet verplicht.',
    saved: 'Training opgeslagen',
    removeTitle: 'Training verwijderen',
    removed: 'Training verwijderd',
    obtained: 'Behaald',
  },
  registration: {
    sectionTitle: 'Registraties',
    itemName: 'registratie',
    add: 'Registratie toevoegen',
    addTitle: 'Registratie toevoegen',
    editTitle: 'Registratie bewerken',
    empty: 'Je hebt nog geen registraties toegevoegd.',
    saved: 'Registratie opgeslagen',
    removeTitle: 'Registratie verwijderen',
    removed: 'Registratie verwijderd',
    number: 'Nummer',
    registered: 'Geregistreerd',
    downloadBig: 'BIG-registratie downloaden',
    downloadBigFileName: 'big-registratie.pdf',
  },
  competencies: {
    sectionTitle: 'Bekwaamheden',
    editTitle: 'Bekwaamheden bewerken',
    editLabel: (category: string) => `${category} bewerken`,
    intro: 'Vink de handelingen aan waarin je bekwaam bent.',
    empty: 'Er zijn geen bekwaamheden om in te vullen.',
    saved: 'Bekwaamheden opgeslagen',
    savedText: (category: string) => `${category} is bijgewerkt.`,
  },
  /** Shared by every section's form page and removal. */
  item: {
    unknownSubject: 'onbekend onderwerp',
    savedText: (name: string) => `${name} staat op je CV.`,
    removeLabel: (name: string) => `${name} verwijderen`,
    editLabel: (name: string) => `${name} bewerken`,
    removeQuestion: (name: string) => `Weet je zeker dat je ${name} van je CV wilt verwijderen?`,
    removedText: (name: string) => `${name} staat niet meer op je CV.`,
  },
} as const;
