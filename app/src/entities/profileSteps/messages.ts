import type { TaskCode } from '@pidz/contracts';

/**
 * Dutch texts of the card 'Maak je profiel af' (the spec names the activation tasks, not their
 * texts: these are ours, docs/decisions/0030-first-run.md).
 */
export const profileStepsMessages = {
  title: 'Maak je profiel af',
  intro:
    'Zet deze stappen en laat je documenten goedkeuren. Daarna wordt je profiel actief en kun je diensten krijgen.',
  progress: (done: number, total: number) => `${done} van ${total} klaar`,
  fold: 'Stappen verbergen',
  unfold: 'Stappen tonen',
  done: 'klaar',
  open: 'nog te doen',
  stepsLabel: 'Stappen om je profiel af te maken',
  steps: {
    vog_document: 'Verklaring Omtrent het Gedrag (VOG) toevoegen',
    coc_document: 'Uittreksel Kamer van Koophandel toevoegen',
    insurance_document: 'Verzekeringspolis sturen via Support',
    complaints_document: 'Klachtenregeling toevoegen',
    invalid_cv: 'Afgekeurde onderdelen van je CV vervangen',
    upload_diploma: 'Opleiding toevoegen',
    add_workexperience: 'Werkervaring toevoegen',
    big_registration: 'BIG-registratie toevoegen',
    add_languageskill_dutch: 'Nederlands toevoegen bij je talen',
    competency_experience: 'Aangeven waarin je bekwaam bent',
    no_healthcare_provider_portal: 'Registratie zorgaanbiedersportaal toevoegen',
    set_automatic_payment_choice: 'Kiezen hoe je softwarefacturen betaalt',
  } satisfies Partial<Record<TaskCode, string>>,
} as const;
