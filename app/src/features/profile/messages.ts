import { plural } from '@pidz/ui';

/** Dutch texts of the profile: its overview, its five edit pages, its documents and preferences. */
export const profileMessages = {
  title: 'Profiel',
  editTitles: {
    personal: 'Persoonsgegevens wijzigen',
    address: 'Adresgegevens wijzigen',
    contact: 'Contactgegevens wijzigen',
    company: 'Bedrijfsgegevens wijzigen',
    bank: 'Bankgegevens wijzigen',
  },
  sections: {
    personal: 'Persoonsgegevens',
    address: 'Adresgegevens',
    contact: 'Contactgegevens',
    company: 'Bedrijfsgegevens',
    bank: 'Bankgegevens',
    documents: 'Documenten',
    expiry: 'Verloopt binnenkort',
  },
  overview: {
    edit: 'Wijzigen',
    editLabel: (section: string) => `${section} wijzigen`,
    notFilled: 'Niet ingevuld',
    name: 'Naam',
    initials: 'Voorletters',
    birthDate: 'Geboortedatum',
    birthPlace: 'Geboorteplaats',
    birthCountry: 'Geboorteland',
    nationality: 'Nationaliteit',
    bsn: 'BSN',
    bsnHidden: '*********',
    bsnNone: 'Geen BSN bekend',
    showBsn: 'BSN tonen',
    hideBsn: 'BSN verbergen',
    gender: 'Geslacht',
    maritalStatus: 'Burgerlijke staat',
    homeAddress: 'Woonadres',
    businessAddress: 'Vestigingsadres',
    poBox: 'Postbus',
    invoiceEmail: 'E-mail voor facturen',
    registeredName: 'Naam bij de KvK',
    registeredAddress: 'Adres bij de KvK',
    registeredPoBox: 'Postbus bij de KvK',
    email: 'E-mailadres',
    mobile: 'Mobiel nummer',
    phone: 'Telefoonnummer',
    emergencyContact: 'Contactpersoon bij nood',
    emergencyPhone: 'Telefoonnummer bij nood',
    companyName: 'Bedrijfsnaam',
    cocNumber: 'KVK nummer',
    website: 'Website',
    vatNumber: 'VAT nummer',
    vatFree: 'BTW-vrij',
    yes: 'Ja',
    no: 'Nee',
    iban: 'IBAN',
    bic: 'BIC',
    accountHolder: 'Tenaamstelling',
    automaticIncasso: 'Automatische incasso',
    picture: (name: string) => `Profielfoto van ${name}`,
    showPicture: 'Foto vergroten',
    pictureTitle: 'Profielfoto',
  },
  saved: 'Je gegevens zijn opgeslagen',
} as const;

/** The profile sections that have an edit page (`/settings/profile/<section>/edit`). */
export type ProfileSection = keyof typeof profileMessages.editTitles;

/** The option lists of the person form (spec section 3 'Option lists'). */
export const optionLabels = {
  gender: { M: 'Man', F: 'Vrouw', X: 'Niet-binair' },
  maritalStatus: {
    married: 'Gehuwd',
    unmarried: 'Ongehuwd',
    registered_partnership: 'Geregistreerd partnerschap',
  },
} as const;

/** Labels and messages of the five edit forms; the messages are spec section 5's, exactly. */
export const profileFormMessages = {
  person: {
    firstName: 'Voornaam',
    firstNameRequired: 'Vul je voornaam in',
    initials: 'Voorletters',
    initialsRequired: 'Vul je voorletters in',
    insertion: 'Tussenvoegsel',
    lastName: 'Achternaam',
    lastNameRequired: 'Vul je achternaam in',
    birthDate: 'Geboortedatum',
    birthDateRequired: 'Vul je geboortedatum in',
    birthDateInFuture: 'Je geboortedatum mag niet in de toekomst liggen',
    birthPlace: 'Geboorteplaats',
    birthPlaceRequired: 'Vul je geboorteplaats in',
    birthCountry: 'Geboorteland',
    birthCountryRequired: 'Vul je geboorteland in',
    nationality: 'Nationaliteit',
    nationalityRequired: 'Vul je nationaliteit in',
    bsn: 'BSN',
    bsnInvalid: 'Een BSN bevat 9 cijfers',
    gender: 'Geslacht',
    genderRequired: 'Vul een geslacht in',
    maritalStatus: 'Burgerlijke staat',
    maritalStatusRequired: 'Vul je burgerlijke staat in',
    maxLength100: 'Maximaal 100 karakters',
    maxLength20: 'Maximaal 20 karakters',
  },
  address: {
    isSameAddress: 'Vestigingsadres is gelijk aan woonadres',
    businessAddress: 'Vestigingsadres',
  },
  contact: {
    email: 'E-mailadres',
    emailRequired: 'Vul een e-mail adress in',
    emailInvalid: 'Vul een geldig e-mail adress in',
    emailTooLong: 'Maximaal 254 karakters',
    invoiceEmail: 'E-mail voor facturen',
    invoiceEmailHelp: 'Hier sturen we je facturen heen. Leeg: naar je gewone e-mailadres.',
    maxLength100: 'Maximaal 100 karakters',
    mobile: 'Mobiel nummer',
    mobileInvalid: 'Vul een geldig mobielnummer in met minimaal 9 cijfers',
    phone: 'Telefoonnummer',
    phoneInvalid: 'Vul een geldig telefoonnummer in met minimaal 9 cijfers',
    phoneTooLong: 'Vul maximaal 14 cijfers in',
    phoneDigitsOnly: 'Vul alleen cijfers in',
    emergencyContact: 'Contactpersoon bij nood',
    emergencyContactRequired: 'Vul de naam in',
    emergencyPhone: 'Telefoonnummer bij nood',
  },
  company: {
    cocNumber: 'KVK nummer',
    cocNumberTooShort: 'KVK nummer is minimaal 8 cijfers',
    cocNumberInvalid: 'Vul een geldig KVK nummer in met minimaal 8 en maximaal 11 cijfers',
    companyName: 'Bedrijfsnaam',
    companyNameRequired: 'Vul een bedrijfsnaam in',
    maxLength255: 'Maximaal 255 karakters',
    website: 'Website',
    websiteInvalid: 'Vul een geldige website in',
    vatNumber: 'VAT nummer',
    vatNumberRequired: 'Vul een VAT nummer in',
    vatNumberInvalid: 'Ongeldig VAT nummer',
    vatFree: 'BTW-vrij',
    lookUp: 'Opzoeken bij de KVK',
    lookUpTitle: 'Gevonden bij de KVK',
    takeOver: 'Bedrijfsnaam en adres overnemen',
    takenOver: 'De bedrijfsnaam en het adres van de KVK worden opgeslagen met je bedrijfsgegevens.',
  },
  bank: {
    iban: 'IBAN',
    ibanInvalid: 'Vul een geldige IBAN in',
    bic: 'BIC',
    bicInvalid: 'Vul een geldig BIC nummer in',
    accountHolder: 'Tenaamstelling',
    accountHolderRequired: 'Vul een naam in',
    maxLength255: 'Maximaal 255 karakters',
    automaticIncasso: 'Facturen betalen via automatische incasso',
  },
} as const;

/** Texts of the documents (spec sections 3, 4 and 5). */
/** 'a', 'a en b', 'a, b en c'. */
function listNames(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} en ${names.at(-1)}` : names.join('');
}

export const documentMessages = {
  /** A kind the server's list does not name. */
  unknownKind: 'Document',
  add: (name: string) => `${name} toevoegen`,
  upload: 'Uploaden',
  cancelUpload: 'Upload annuleren',
  uploaded: (name: string) => `${name} is geüpload`,
  uploadCancelled: 'De upload is geannuleerd',
  removeTitle: 'Document verwijderen',
  removeQuestion: (fileName: string) => `Weet je zeker dat je ${fileName} wilt verwijderen?`,
  remove: 'Verwijderen',
  cancel: 'Annuleren',
  removed: (fileName: string) => `${fileName} is verwijderd`,
  replace: 'Vervangen',
  replaceTitle: 'Document vervangen',
  replaceQuestion: (current: readonly string[], chosen: readonly string[]) =>
    `Wil je ${listNames(current)} vervangen door ${listNames(chosen)}?`,
  /** How the status messages of spec section 4 name a document ('Dit document is goedgekeurd …'). */
  statusItem: { itemName: 'document', subject: 'Dit document' },
  validUntil: 'Geldig tot',
  expiryEmpty: 'Er verloopt het komende jaar niets.',
  renew: (name: string) => `${name} vernieuwen`,
  renewElsewhere:
    'Dit document kun je hier niet zelf toevoegen. Stuur een nieuwe versie naar kantoor via Support.',
  /** The same, when the user has no file of the kind yet (ours, 0030). */
  addElsewhere: 'Dit document kun je hier niet zelf toevoegen. Stuur het naar kantoor via Support.',
  toSupport: 'Naar Support',
  leaving: '(opent de andere omgeving)',
  expired: 'Verlopen',
  nearing: 'Bijna verlopen',
  /** The number a kind of document carries (its number/asset kind, 0034). */
  number: 'Documentnummer',
  numberShown: (number: string) => `Documentnummer: ${number}`,
  numberRequired: 'Vul het documentnummer in',
  numberTooLong: (max: number) => `Het documentnummer mag maximaal ${max} tekens hebben`,
  saveNumber: 'Opslaan',
  numberSaved: 'Het documentnummer is opgeslagen',
  expiresIn: (days: number) =>
    plural(days, { one: 'Verloopt over 1 dag', other: (n) => `Verloopt over ${n} dagen` }),
} as const;

/** Texts of the preferences screen. */
export const preferencesMessages = {
  title: 'Voorkeuren',
  inviteByEmail: 'Uitnodigingen voor opdrachten per e-mail ontvangen',
  saved: 'Je voorkeuren zijn opgeslagen',
} as const;
