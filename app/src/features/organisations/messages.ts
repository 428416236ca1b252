import { plural } from '@pidz/ui';
import { linkStatusMessages } from '../../entities/linkedOrganisations';

/** Dutch texts of the linked organisations (spec section 4; the rest designed, docs/decisions/0012). */
export const organisationsMessages = {
  editTitle: 'Organisatie',
  departmentsTitle: 'Afdelingen',
  ...linkStatusMessages,
  rate: 'Incidenteel tarief',
  periodicalRate: 'Periodiek tarief',
  standardRate: 'Standaardtarief',
  status: 'Status',
  travelTime: 'Reistijd',
  minutes: (count: number) => plural(count, { one: '1 minuut', other: (n) => `${n} minuten` }),
  unknownTravelTime: 'Onbekend',
  block: 'Blokkeren',
  unblock: 'Deblokkeren',
  blockOrganisation: 'Organisatie blokkeren',
  unblockOrganisation: 'Organisatie deblokkeren',
  blockOrganisationQuestion: (name: string) =>
    `Wil je ${name} blokkeren? Al zijn afdelingen worden dan geblokkeerd en je krijgt er geen opdrachten meer van.`,
  unblockOrganisationQuestion: (name: string) =>
    `Wil je ${name} deblokkeren? Al zijn afdelingen worden dan weer gekoppeld.`,
  blockDepartment: 'Afdeling blokkeren',
  unblockDepartment: 'Afdeling deblokkeren',
  blockDepartmentLabel: (name: string) => `${name} blokkeren`,
  unblockDepartmentLabel: (name: string) => `${name} deblokkeren`,
  blockDepartmentQuestion: (name: string) =>
    `Wil je ${name} blokkeren? Je krijgt dan geen opdrachten meer van deze afdeling.`,
  unblockDepartmentQuestion: (name: string) =>
    `Wil je ${name} deblokkeren? De afdeling wordt dan weer gekoppeld.`,
  organisationBlocked: 'Organisatie geblokkeerd',
  organisationLinked: 'Organisatie gekoppeld',
  departmentBlocked: 'Afdeling geblokkeerd',
  departmentLinked: 'Afdeling gekoppeld',
} as const;
