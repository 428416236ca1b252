import { plural } from '@pidz/ui';
import type { InvoiceState } from './invoiceStatus';

/**
 * The Dutch texts of the invoice screens. The spec names the screens and calls but gives no
 * wording beyond 'Facturen'; the texts are ours (docs/decisions/0015-invoices-and-reviews.md).
 */
export const invoiceMessages = {
  title: 'Facturen',
  tabsLabel: 'Soort facturen',
  freelancerTab: 'Mijn facturen',
  softwareTab: 'Facturen van PIDZ',
  statusFilter: 'Status',
  allStatuses: 'Alle statussen',
  freelancerCaption: 'Mijn facturen aan opdrachtgevers',
  softwareCaption: 'Facturen van PIDZ voor het gebruik van het portaal',
  columns: {
    number: 'Factuurnummer',
    client: 'Opdrachtgever',
    description: 'Omschrijving',
    invoiceDate: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    amount: 'Bedrag',
    status: 'Status',
  },
  overdue: 'Vervallen',
  noFreelancerInvoices: 'Je hebt nog geen facturen verstuurd.',
  /** How an invoice comes about, under an empty list of her own (ours, 0030). */
  freelancerInvoicesNext:
    'Een factuur maak je van een urenregistratie: na een gewerkte dienst vul je je uren in, en zodra de organisatie ze heeft goedgekeurd, verstuur je hier de factuur.',
  toTimesheets: 'Naar je urenregistraties',
  noSoftwareInvoices: 'Je hebt nog geen facturen van PIDZ.',
  noneWithStatus: 'Er zijn geen facturen met deze status.',
  count: (count: number) => plural(count, { one: '1 factuur', other: `${String(count)} facturen` }),
  openInvoice: (number: string) => `Factuur ${number}`,
  templateLink: 'Factuursjabloon',
} as const;

/** The label of each invoice state. */
export const invoiceStateLabels: Readonly<Record<InvoiceState, string>> = {
  open: 'Openstaand',
  pending: 'Betaling in behandeling',
  paid: 'Betaald',
  credited: 'Gecrediteerd',
  cancelled: 'Geannuleerd',
  'written-off': 'Afgeschreven',
};

/** The texts of a freelancer invoice's detail (`/invoices/freelancer/:sheetId`). */
export const freelancerInvoiceMessages = {
  title: 'Factuur',
  backToList: 'Terug naar facturen',
  facts: {
    number: 'Factuurnummer',
    organisation: 'Opdrachtgever',
    department: 'Afdeling',
    invoiceDate: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    amount: 'Bedrag (incl. btw)',
    status: 'Status',
    preFinanced: 'Voorfinanciering',
  },
  yes: 'Ja',
  no: 'Nee',
  download: 'Downloaden',
  markPaid: 'Markeren als betaald',
  markUnpaid: 'Markeren als onbetaald',
  markedPaid: 'De factuur is gemarkeerd als betaald',
  markedUnpaid: 'De factuur is gemarkeerd als onbetaald',
  sendReminder: 'Herinnering sturen',
  reminderTitle: 'Herinnering sturen?',
  reminderQuestion: (organisation: string, invoiceNumber: string) =>
    `${organisation} krijgt een e-mail met een herinnering om factuur ${invoiceNumber} te betalen.`,
  reminderSent: 'De herinnering is verstuurd',
  reminderSentText: (organisation: string) =>
    `${organisation} krijgt een herinnering om de factuur te betalen.`,
  factoringTitle: 'Krediet van de factoringmaatschappij',
  factoringPaid: 'Het krediet van de factoringmaatschappij voor deze factuur is terugbetaald.',
  factoringOpen:
    'Het krediet van de factoringmaatschappij voor deze factuur is nog niet terugbetaald.',
  factoringNotPaid: 'De betaling is niet gelukt of geannuleerd',
  factoringNotPaidText: 'Het krediet is nog niet terugbetaald. Je kunt het opnieuw proberen.',
  payFactoring: 'Krediet terugbetalen',
} as const;

/** The texts of a software invoice's detail (`/invoices/software/:id`). */
export const softwareInvoiceMessages = {
  title: 'Factuur van PIDZ',
  facts: {
    number: 'Factuurnummer',
    description: 'Omschrijving',
    invoiceDate: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    amount: 'Bedrag (incl. btw)',
    status: 'Status',
  },
  download: 'Downloaden',
  pay: 'Betalen',
  pendingText: 'We hebben je betaling ontvangen en verwerken die nu.',
} as const;

/** The texts of sending the invoice of a timesheet (`/invoices/send/:sheetId`). */
export const sendInvoiceMessages = {
  title: 'Factuur versturen',
  intro: (sheetId: number) =>
    `Verstuur de factuur voor urenregistratie ${String(sheetId)} naar de opdrachtgever.`,
  /** The contract reads no timesheet: its client, department and amount are on the older site. */
  sheetDetails: 'De opdrachtgever, afdeling en het bedrag staan in de urenregistratie.',
  viewSheet: (sheetId: number) => `Urenregistratie ${String(sheetId)} bekijken`,
  leaving: '(opent de andere omgeving)',
  invoiceNumber: 'Factuurnummer',
  invoiceNumberHelp: 'Je eigen factuurnummer; je kunt elk nummer maar één keer gebruiken.',
  invoiceNumberRequired: 'Vul een factuurnummer in',
  invoiceNumberTooLong: 'Maximaal 255 karakters',
  preFinance: 'Voorfinanciering',
  preFinanceHelp: 'De factoringmaatschappij betaalt je de factuur meteen uit.',
  submit: 'Versturen',
  sent: 'De factuur is verstuurd',
  sentText: (number: string, organisation: string, department: string, amount: string) =>
    `Factuur ${number} van ${amount} is verstuurd naar ${organisation}, ${department}.`,
  alreadyInvoiced: (number: string) =>
    `Deze urenregistratie is al gefactureerd met factuur ${number}.`,
  viewInvoice: 'Factuur bekijken',
} as const;

/** The texts of the invoice layout (`/invoices/template`). */
export const templateMessages = {
  title: 'Factuursjabloon',
  intro: 'Kies hoe de facturen eruitzien die PIDZ voor je maakt.',
  layout: 'Indeling van je facturen',
  standard: 'Standaard: een regel per dienst',
  specified: 'Gespecificeerd: per gewerkte periode, met pauzes en toeslagen',
  saved: 'Het factuursjabloon is opgeslagen',
  preview: 'Voorbeeld downloaden',
  previewHelp: 'Het voorbeeld toont de opgeslagen indeling.',
} as const;
