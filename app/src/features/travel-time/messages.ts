import { plural } from '@pidz/ui';
import { linkStatusMessages } from '../../entities/linkedOrganisations';

/** The longest travel time the slider and the input take, in minutes (docs/decisions/0012). */
export const TRAVEL_TIME_MAX = 180;

/** Dutch texts of the travel time screens (spec section 5; the rest designed, docs/decisions/0012). */
export const travelTimeMessages = {
  title: 'Reistijd',
  editTitle: 'Reistijd wijzigen',
  notANumber: 'Reistijd is een getal in minuten',
  notPositive: 'Reistijd mag niet 0 of negatief zijn.',
  tooLong: `Reistijd mag maximaal ${TRAVEL_TIME_MAX} minuten zijn.`,
  maxTitle: 'Maximale reistijd',
  maxText: 'Je krijgt opdrachten aangeboden bij afdelingen binnen deze reistijd.',
  notSet: 'Nog niet ingesteld',
  edit: 'Wijzigen',
  slider: 'Maximale reistijd',
  sliderEmpty: 'Niet ingevuld',
  sliderInvalid: 'Geen geldige reistijd',
  input: 'Reistijd in minuten',
  inputHelp: 'Een heel aantal minuten, of schuif hierboven.',
  clientsTitle: 'Organisaties',
  clientsEmpty: 'Je bent nog niet aan organisaties gekoppeld.',
  /** How she gets linked, under the empty list (ours, docs/decisions/0030-first-run.md). */
  clientsEmptyNext:
    'Je wordt aan een organisatie gekoppeld zodra je er voor het eerst een opdracht aanneemt. Stel alvast je maximale reistijd in: dan krijg je opdrachten binnen die reistijd.',
  toShifts: 'Naar opdrachten',
  saved: 'Reistijd opgeslagen',
  minutes: (count: number) => plural(count, { one: '1 minuut', other: (n) => `${n} minuten` }),
  minutesRange: (from: number, to: number) =>
    from === to ? travelTimeMessages.minutes(from) : `${from} tot ${to} minuten`,
  noTravelTime: 'Reistijd onbekend',
  ...linkStatusMessages,
  blockedCount: (total: number) =>
    plural(total, { one: '1 afdeling geblokkeerd', other: (n) => `${n} afdelingen geblokkeerd` }),
  open: 'Bekijken',
  openLabel: (name: string) => `${name} bekijken`,
  withinRange: (organisations: number, departments: number) =>
    `${plural(organisations, { one: '1 organisatie', other: (n) => `${n} organisaties` })} en ${plural(departments, { one: '1 afdeling', other: (n) => `${n} afdelingen` })} binnen je reistijd`,
} as const;
