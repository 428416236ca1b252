import type { SkillLevel } from '@pidz/contracts';

/**
 * Dutch texts of the CV. From the spec: the title 'CV', the skill levels, 'Selecteer een taal',
 * 'Selecteer een vaardigheid' and (through @pidz/ui's StatusRow) the status labels and messages.
 * The spec gives no wording for the rest (section title, links, toasts, empty and error states);
 * those are ours.
 */
export const cvMessages = {
  title: 'CV',
  loadFailed: 'Je gegevens konden niet worden geladen.',
  retry: 'Opnieuw proberen',
  otherSectionsLater:
    'Werkervaring, opleidingen, trainingen, registraties en bekwaamheden komen binnenkort op deze pagina.',
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
    remove: 'Verwijderen',
    removeLabel: (language: string) => `${language} verwijderen`,
    languageField: 'Taal',
    skillLevelField: 'Vaardigheid',
    languageRequired: 'Selecteer een taal',
    skillLevelRequired: 'Selecteer een vaardigheid',
    removeTitle: 'Taal verwijderen',
    removeQuestion: (language: string) =>
      `Weet je zeker dat je ${language} van je CV wilt verwijderen?`,
    cancel: 'Annuleren',
    saved: 'Taal opgeslagen',
    savedText: (language: string) => `${language} staat op je CV.`,
    removed: 'Taal verwijderd',
    removedText: (language: string) => `${language} staat niet meer op je CV.`,
  },
} as const;

/** The skill levels of spec section 3, in the order the form offers them. */
export const skillLevelLabels: Record<SkillLevel, string> = {
  1: 'Moedertaal',
  2: 'Professioneel',
  3: 'Basisniveau',
};
