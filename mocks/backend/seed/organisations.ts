import type { LinkedDepartment } from '@pidz/contracts';
import type { Organisation } from '../state.ts';

/** A department where shifts take place. */
export interface SeedDepartment {
  department_id: number;
  department_name: string;
  organisation_id: number;
  street: string;
  house_number: string;
  city: string;
}

/** Client organisations of the seed personas. */
export const seedOrganisations: Organisation[] = [
  { organisation_id: 41, organisation_name: 'Zorggroep De Linde', city: 'Utrecht' },
  { organisation_id: 42, organisation_name: 'Medisch Centrum Vechtstreek', city: 'Maarssen' },
  { organisation_id: 43, organisation_name: 'Stichting Woonzorg Het Baken', city: 'Amersfoort' },
  { organisation_id: 44, organisation_name: 'GGZ Eemland', city: 'Zeist' },
];

/** Their departments. */
export const seedDepartments: SeedDepartment[] = [
  {
    department_id: 411,
    department_name: 'Geriatrie',
    organisation_id: 41,
    street: 'Lange Nieuwstraat',
    house_number: '12',
    city: 'Utrecht',
  },
  {
    department_id: 412,
    department_name: 'Revalidatie',
    organisation_id: 41,
    street: 'Biltstraat',
    house_number: '140a',
    city: 'Utrecht',
  },
  {
    department_id: 421,
    department_name: 'Spoedeisende Hulp',
    organisation_id: 42,
    street: 'Straatweg',
    house_number: '66',
    city: 'Maarssen',
  },
  {
    department_id: 422,
    department_name: 'Verpleegafdeling Interne',
    organisation_id: 42,
    street: 'Straatweg',
    house_number: '66',
    city: 'Maarssen',
  },
  {
    department_id: 431,
    department_name: 'Kleinschalig Wonen',
    organisation_id: 43,
    street: 'Leusderweg',
    house_number: '211',
    city: 'Amersfoort',
  },
  {
    department_id: 441,
    department_name: 'Kliniek Volwassenen',
    organisation_id: 44,
    street: 'Utrechtseweg',
    house_number: '8',
    city: 'Zeist',
  },
];

/** An organisation of the seed by id. */
export function seedOrganisation(id: number): Organisation {
  const organisation = seedOrganisations.find((candidate) => candidate.organisation_id === id);
  if (!organisation) throw new Error(`No seeded organisation ${id}`);
  return organisation;
}

/** A department of the seed by id. */
export function seedDepartment(id: number): SeedDepartment {
  const department = seedDepartments.find((candidate) => candidate.department_id === id);
  if (!department) throw new Error(`No seeded department ${id}`);
  return department;
}

/** The links of a persona: every department linked, except the blocked ones. */
export function seedLinkedDepartments(blockedDepartmentIds: number[]): LinkedDepartment[] {
  return seedDepartments.map((department) => ({
    department_id: department.department_id,
    department_name: department.department_name,
    organisation_id: department.organisation_id,
    city: department.city,
    status: blockedDepartmentIds.includes(department.department_id) ? 'blocked' : 'linked',
    rate: department.department_id === 421 ? 52.5 : null,
    periodical_rate: department.department_id === 421 ? 48 : null,
    travel_time: department.city === 'Utrecht' ? 20 : 35,
  }));
}
