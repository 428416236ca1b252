import { StatusRow } from '@pidz/ui';
import { RecordFormScreen, type RecordForm } from '../../lib/RecordFormScreen';
import { showToast } from '../../lib/toasts';
import { resumeItemStatusWord } from '../../lib/uiWords';
import type { RemovableSection } from './api';
import { CV_OVERVIEW, cvItemAnchor } from './cvPaths';
import { cvScreenMessages } from './messages';
import { RemoveResumeItem } from './RemoveResumeItem';
import type { ReviewedResumeItem } from './resumeItems';

/** A resume item as its form page shows it: its review status and why it was declined. */
type ResumeItem = ReviewedResumeItem & { declined_reason: string | null };

/** The texts of a section's form page (its entry in messages.ts). */
interface ResumeItemTexts {
  addTitle: string;
  editTitle: string;
  /** The success toast's title, e.g. 'Opleiding opgeslagen'. */
  saved: string;
  /** The item's noun in the status message, e.g. 'opleiding'. */
  itemName: string;
}

/**
 * A CV section's one-record form: the app's RecordForm (lib/RecordFormScreen.tsx) of a resume
 * item, with the section it is removed from and how the toasts name an item.
 */
export interface ResumeItemForm<D, R extends ResumeItem, V extends object, C, U> extends RecordForm<
  D,
  R,
  V,
  C,
  U,
  R
> {
  /** The section the remove control removes the item from. */
  section: RemovableSection;
  /** The texts of the page. */
  texts: ResumeItemTexts;
  /** How the toasts and the remove control name an item, e.g. 'Verpleegkunde'. */
  nameOf: (item: R, data: D) => string;
}

/** The parts of a {@link ResumeItemForm} that its texts and item do not already give. */
type ResumeItemFormParts<D, R extends ResumeItem, V extends object, C, U> = Omit<
  ResumeItemForm<D, R, V, C, U>,
  'titles' | 'idOf' | 'onSaved' | 'anchorOf' | 'name'
> & {
  /** The page's path segment (`/cv/<path>/add`), which also names its drafts (`cv-<path>:add`). */
  path: string;
};

/**
 * Defines a CV section's form (types inferred from its parts): its drafts are `cv-<path>:add` and
 * `cv-<path>:edit:<id>`, its titles those of its texts, and a save shows 'Opgeslagen' with the
 * saved item's name and
 * brings the user back to that item on the overview.
 */
export function resumeItemForm<D, R extends ResumeItem, V extends object, C, U>({
  path,
  ...parts
}: ResumeItemFormParts<D, R, V, C, U>): ResumeItemForm<D, R, V, C, U> {
  return {
    ...parts,
    name: `cv-${path}`,
    titles: { add: parts.texts.addTitle, edit: parts.texts.editTitle },
    idOf: (item) => item.id,
    onSaved: (saved, data) =>
      showToast({
        type: 'success',
        title: parts.texts.saved,
        message: cvScreenMessages.item.savedText(parts.nameOf(saved, data)),
      }),
    anchorOf: (saved) => cvItemAnchor(parts.section, saved.id),
  };
}

export interface ResumeItemFormScreenProps<D, R extends ResumeItem, V extends object, C, U> {
  /** The section's form (see {@link resumeItemForm}). */
  form: ResumeItemForm<D, R, V, C, U>;
  /** The `:id` of `/cv/<section>/edit/:id`; absent when adding. */
  id?: string;
}

/**
 * A CV form page (`/cv/<section>/add`, `/cv/<section>/edit/:id`): the one-record form screen
 * returning to the overview, with the edited item's review status above the form (the status
 * message of spec section 4) and its remove control under it. An id that is unknown, or names an
 * item that may no longer be changed, returns to the overview.
 */
export function ResumeItemFormScreen<D, R extends ResumeItem, V extends object, C, U>({
  form,
  id,
}: ResumeItemFormScreenProps<D, R, V, C, U>) {
  return (
    <RecordFormScreen
      form={form}
      id={id}
      returnTo={CV_OVERVIEW}
      above={({ record }) =>
        record && (
          <StatusRow
            status={resumeItemStatusWord(record.status)}
            message={{ itemName: form.texts.itemName, declineReason: record.declined_reason }}
          />
        )
      }
      below={({ record, data, goBack }) =>
        record && (
          <RemoveResumeItem
            section={form.section}
            id={record.id}
            name={form.nameOf(record, data)}
            onRemoved={goBack}
          />
        )
      }
    />
  );
}
