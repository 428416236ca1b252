import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { FormPanel, StatusRow, type FormItem } from '@pidz/ui';
import { Page } from '../../lib/Page';
import { QueryBoundary } from '../../lib/QueryBoundary';
import { ScreenForm } from '../../lib/ScreenForm';
import { showToast } from '../../lib/toasts';
import { resumeItemStatusWord } from '../../lib/uiWords';
import { CV_OVERVIEW } from './cvPaths';
import { cvScreenMessages } from './messages';
import type { ReviewedResumeItem } from './resumeItems';

export interface ResumeItemFormScreenProps {
  /** The page title, e.g. 'Werkervaring toevoegen' or 'Werkervaring bewerken'. */
  title: string;
  /** The section's form, which reads the resume and its lookups with suspense queries. */
  children: ReactNode;
}

/**
 * The frame of a CV form page (`/cv/<section>/add`, `/cv/<section>/edit/:id`): the page title,
 * and the form once the resume and the lookups have loaded (or the load failure and its retry).
 */
export function ResumeItemFormScreen({ title, children }: ResumeItemFormScreenProps) {
  return (
    <Page title={title}>
      <QueryBoundary>{children}</QueryBoundary>
    </Page>
  );
}

/**
 * What to do once an item is saved (after it is stored in the cached resume): a success toast
 * naming the item, and back to the overview.
 */
export function useAfterSave(title: string): (name: string) => void {
  const [, navigate] = useLocation();
  return (name) => {
    showToast({ type: 'success', title, message: cvScreenMessages.item.savedText(name) });
    navigate(CV_OVERVIEW);
  };
}

export interface ResumeItemEditorProps<V extends object> {
  /** Where the unsaved input is kept: the section and the record, e.g. `cv-training:edit:12`. */
  draftKey: string;
  /** The form's accessible name (the page title). */
  label: string;
  /** The edited item (its status shows above the form); absent when adding. */
  item?: ReviewedResumeItem & { declined_reason: string | null };
  /** The item's noun for the status message, e.g. 'werkervaring'. */
  itemName: string;
  /** The form's description, from the section's form module. */
  items: readonly FormItem<V>[];
  /** The start values: the item's own, or empty. */
  defaultValues: V;
  /**
   * Saves the valid values (the section's create or update mutation). When it fails the catalogue
   * toast has been shown and the form keeps what the user typed (and its draft).
   */
  onSave: (values: V) => Promise<unknown>;
  /** The remove control of an edited item, under the form. */
  removal?: ReactNode;
}

/**
 * The body of a CV form page: the edited item's review status (with the status message of spec
 * section 4), the form ('Opslaan' saves, 'Annuleren' returns to the overview) and, when editing,
 * the remove control. The one `Form` of every CV section but languages and competencies.
 */
export function ResumeItemEditor<V extends object>({
  draftKey,
  label,
  item,
  itemName,
  items,
  defaultValues,
  onSave,
  removal,
}: ResumeItemEditorProps<V>) {
  const [, navigate] = useLocation();
  return (
    <FormPanel footer={removal}>
      {item && (
        <StatusRow
          status={resumeItemStatusWord(item.status)}
          message={{ itemName, declineReason: item.declined_reason }}
        />
      )}
      <ScreenForm<V>
        draftKey={draftKey}
        aria-label={label}
        items={items}
        defaultValues={defaultValues}
        onSubmit={onSave}
        onCancel={() => navigate(CV_OVERVIEW)}
      />
    </FormPanel>
  );
}
