import {
  EducationSubjectId,
  TrainingSubjectId,
  type Education,
  type Registration,
  type Training,
  type WorkExperience,
} from '@pidz/contracts';
import { isolateText } from '@pidz/ui';
import { cvScreenMessages } from './messages';

/**
 * How the CV names an item in its list, its edit and remove buttons, its confirmation and its
 * toasts: work experience by function and institution, education and training by subject (the
 * typed one for the 'other' option), a registration by its type.
 */

/** A lookup of ids and Dutch names (subjects, sectors, functions). */
export type NameLookup = readonly { id: number; name: string }[];

/** The name of `id` in `lookup`, or `unknown` when the lookup does not list it. */
export function lookupName(lookup: NameLookup, id: number, unknown: string): string {
  return lookup.find((entry) => entry.id === id)?.name ?? unknown;
}

/** 'Verpleegkundige bij Medisch Centrum Vechtstreek'. */
export function workExperienceName(
  item: Pick<WorkExperience, 'function_name' | 'institution_name'>,
) {
  return `${isolateText(item.function_name)} bij ${isolateText(item.institution_name)}`;
}

function subjectName(
  subjects: NameLookup,
  item: { subject: number; other_subject: string | null },
  otherId: number,
): string {
  const other = item.other_subject?.trim();
  if (item.subject === otherId && other) return isolateText(other);
  return lookupName(subjects, item.subject, cvScreenMessages.item.unknownSubject);
}

/** The education's subject, or its typed subject for the 'other' option (42). */
export function educationName(subjects: NameLookup, item: Education): string {
  return subjectName(subjects, item, EducationSubjectId.OTHER);
}

/** The training's subject, or its typed subject for the 'other' option (94). */
export function trainingName(subjects: NameLookup, item: Training): string {
  return subjectName(subjects, item, TrainingSubjectId.OTHER);
}

/** The registration's type, e.g. 'BIG-registratie'. */
export function registrationName(item: Registration): string {
  return item.type.name;
}
