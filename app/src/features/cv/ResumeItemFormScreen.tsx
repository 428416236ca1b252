import { StatusRow } from '@pidz/ui';
import {
  RecordFormScreen,
  recordForm,
  type AddEditForm,
  type RecordForm,
} from '../../lib/forms/RecordFormScreen';
import { showToast } from '../../lib/platform/toasts';
import { resumeItemStatusWord } from '../../lib/words/uiWords';
import type { RemovableSection } from './api';
import { cvPaths } from '../../pathsBelow';
import { cvItemAnchor } from './cvLinks';
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
 * A CV section's one-record form: the app's RecordForm (lib/forms/RecordFormScreen.tsx) of a resume
 * item (`null` while adding), with the section it is removed from and how the toasts name an item.
 */
export interface ResumeItemForm<D, R extends ResumeItem, V extends object> extends RecordForm<
  D,
  R | null,
  V,
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
  AddEditForm<D, R, V, C, U, R>,
  'titles' | 'idOf' | 'onSaved' | 'anchorOf' | 'name'
> &
  Pick<ResumeItemForm<D, R, V>, 'section' | 'texts' | 'nameOf'> & {
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
  section,
  texts,
  nameOf,
  ...parts
}: ResumeItemFormParts<D, R, V, C, U>): ResumeItemForm<D, R, V> {
  const form = recordForm({
    ...parts,
    name: `cv-${path}`,
    titles: { add: texts.addTitle, edit: texts.editTitle },
    idOf: (item) => item.id,
    onSaved: (saved, data) =>
      showToast({
        type: 'success',
        title: texts.saved,
        message: cvScreenMessages.item.savedText(nameOf(saved, data)),
      }),
    anchorOf: (saved) => cvItemAnchor(section, saved.id),
  });
  return { ...form, section, texts, nameOf };
}

export interface ResumeItemFormScreenProps<D, R extends ResumeItem, V extends object> {
  /** The section's form (see {@link resumeItemForm}). */
  form: ResumeItemForm<D, R, V>;
  /** The `:id` of `/cv/<section>/edit/:id`; absent when adding. */
  id?: string;
}

/**
 * A CV form page (`/cv/<section>/add`, `/cv/<section>/edit/:id`): the one-record form screen
 * returning to the overview, with the edited item's review status above the form (the status
 * message of spec section 4) and its remove control under it. An id that is unknown, or names an
 * item that may no longer be changed, returns to the overview.
 */
export function ResumeItemFormScreen<D, R extends ResumeItem, V extends object>({
  form,
  id,
}: ResumeItemFormScreenProps<D, R, V>) {
  return (
    <RecordFormScreen
      form={form}
      id={id}
      returnTo={`~${cvPaths.overview()}`}
      above={({ record }) =>
        record && (
          <StatusRow
            status={resumeItemStatusWord(record.status)}
            message={{ itemName: form.texts.itemName, declineReason: record.declined_reason }}
          />
        )
      }
      footer={({ record, data, goBack }) =>
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
