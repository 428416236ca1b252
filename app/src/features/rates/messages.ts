import { isolateText } from '@pidz/ui';

/** Dutch texts of the rates (spec sections 2, 3 and 5; the rest designed, docs/decisions/0012). */
export const ratesMessages = {
  title: 'Tarieven',
  standardEditTitle: 'Standaardtarieven wijzigen',
  deviatingAddTitle: 'Afwijkend tarief toevoegen',
  deviatingEditTitle: 'Afwijkend tarief wijzigen',
  standardTitle: 'Standaardtarieven',
  standardText: 'Dit tarief per uur geldt bij elke afdeling zonder afwijkend tarief.',
  deviatingTitle: 'Afwijkende tarieven',
  deviatingText:
    'Een afdeling met een afwijkend tarief krijgt dat tarief in plaats van je standaardtarief.',
  empty: 'Je hebt nog geen tarieven ingesteld.',
  /** How she gets linked to organisations, under the empty rates (ours, 0030). */
  emptyNext:
    'Je tarieven gelden bij de organisaties waaraan je gekoppeld bent. Je wordt aan een organisatie gekoppeld zodra je er voor het eerst een opdracht aanneemt; je standaardtarief kun je nu al instellen.',
  standardEmpty: 'Je hebt nog geen standaardtarieven ingesteld.',
  deviatingEmpty: 'Je hebt nog geen afwijkende tarieven.',
  rate: 'Incidenteel tarief',
  periodicalRate: 'Periodiek tarief',
  notSet: 'Niet ingesteld',
  standardRate: 'Standaardtarief',
  amountHelp: 'In euro per uur, bijvoorbeeld 42,50',
  deviatingAmountHelp: 'In euro per uur; leeg laten voor je standaardtarief',
  edit: 'Wijzigen',
  setStandard: 'Standaardtarieven instellen',
  editLabel: (name: string) => `Afwijkend tarief van ${name} wijzigen`,
  remove: 'Verwijderen',
  removeLabel: (name: string) => `Afwijkend tarief van ${name} verwijderen`,
  removeTitle: 'Afwijkend tarief verwijderen',
  removeQuestion: (name: string) =>
    `Wil je het afwijkende tarief van ${name} verwijderen? Daar geldt dan weer je standaardtarief.`,
  removed: 'Afwijkend tarief verwijderd',
  removedText: (name: string) => `Bij ${name} geldt weer je standaardtarief.`,
  standardSaved: 'Standaardtarieven opgeslagen',
  deviatingSaved: 'Afwijkend tarief opgeslagen',
  deviatingSavedText: (name: string) => `Het afwijkende tarief van ${name} is opgeslagen.`,
  organisation: 'Organisatie',
  department: 'Afdeling',
  chooseOrganisation: 'Selecteer een organisatie',
  chooseDepartment: 'Selecteer een afdeling',
  atLeastOne: 'Vul minimaal één tarief in',
  noDepartment:
    'Je kunt nog geen afwijkend tarief toevoegen: dat geldt voor een afdeling van een organisatie waaraan je gekoppeld bent, en je bent nog aan geen afdeling gekoppeld.',
  whereToLink: 'Je gekoppelde en geblokkeerde organisaties staan bij Reistijd',
  departmentName: (department: string, organisation: string) =>
    `${isolateText(department)} (${isolateText(organisation)})`,
} as const;
