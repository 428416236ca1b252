import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { FormPanel, type FormItem } from '@pidz/ui';
import { Page } from './Page';
import { QueryBoundary } from './QueryBoundary';
import { rememberSavedRecord } from './savedRecord';
import { ScreenForm } from './ScreenForm';

/** A save as the helper calls it: what a mutation hook of a feature's `api.ts` returns. */
interface SaveMutation<Params, Saved> {
  mutateAsync: (params: Params) => Promise<Saved>;
}

/**
 * Everything a screen that edits one record needs to know about that record, as plain data and
 * hooks (define it with {@link recordForm}, so that its types are inferred):
 *
 * - `D`: what the screen reads (the record's list and the lookups its fields offer),
 * - `R`: the record, `V`: the form's values,
 * - `C` / `U`: the params of the create and update mutations, `S`: what a save answers.
 */
export interface RecordForm<D, R, V extends object, C, U, S> {
  /** The form's name in its draft keys: `<name>:add` and `<name>:edit:<id>`. */
  name: string;
  /** The page titles (also the form's accessible name). */
  titles: { add: string; edit: string };
  /**
   * Reads what the form needs with suspense queries (the feature's query options from its
   * `api.ts`, which its route loader prefetches). Called under the screen's QueryBoundary.
   */
  useData: () => D;
  /**
   * The record the route's id names, or `undefined` when the id names none that may be edited:
   * the screen then returns to where it came from (spec section 2).
   */
  find: (data: D, id: string) => R | undefined;
  /** A record's id, for its edit draft key. */
  idOf: (record: R) => number | string;
  /** The form's description (see `@pidz/ui` Form), from the data (its options) and the record. */
  items: (data: D, record: R | undefined) => readonly FormItem<V>[];
  /** The record as form values; the empty values when adding (`undefined`). */
  toValues: (record: R | undefined) => V;
  /** The create mutation hook (from the feature's `api.ts`; it updates the cache itself). */
  useCreate: () => SaveMutation<C, S>;
  /** The update mutation hook (from the feature's `api.ts`; it updates the cache itself). */
  useUpdate: () => SaveMutation<U, S>;
  /** The valid values as the create mutation's params. */
  toCreate: (values: V) => C;
  /** The valid values as the update mutation's params for the edited record. */
  toUpdate: (values: V, record: R) => U;
  /** After a save, before the screen returns: e.g. a success toast naming what was saved. */
  onSaved?: (saved: S, data: D) => void;
  /**
   * The element id of the saved record on the `returnTo` screen: that screen brings the user back
   * to it (focused, scrolled to and briefly marked, see `useRevealSavedRecord` in savedRecord.ts).
   */
  anchorOf?: (saved: S) => string;
}

/**
 * Defines a one-record form with its types inferred from its parts (an identity function: it
 * checks that `useData`, `find`, `items`, `toValues` and the mutations fit together).
 */
export function recordForm<D, R, V extends object, C, U, S>(
  form: RecordForm<D, R, V, C, U, S>,
): RecordForm<D, R, V, C, U, S> {
  return form;
}

/** What a screen may show around the form, given the loaded data and the edited record. */
export interface RecordFormParts<D, R> {
  /** The loaded data (see `useData`). */
  data: D;
  /** The edited record; `undefined` when adding. */
  record: R | undefined;
  /** Returns to where the screen came from (e.g. after the record was removed). */
  goBack: () => void;
}

export interface RecordFormScreenProps<D, R, V extends object, C, U, S> {
  /** The record's form (see {@link recordForm}). */
  form: RecordForm<D, R, V, C, U, S>;
  /** The route's `:id` when editing (`/<things>/edit/:id`); absent when adding. */
  id?: string;
  /** Where the screen returns after a save or cancel, and when the id is unknown. */
  returnTo: string;
  /** Shown above the form, e.g. the record's review status. */
  above?: (parts: RecordFormParts<D, R>) => ReactNode;
  /** Shown under the form, e.g. the record's remove control. */
  below?: (parts: RecordFormParts<D, R>) => ReactNode;
}

/**
 * A screen that adds (no `id`) or edits (`id`) one record: the page with its title, its data
 * loaded under a QueryBoundary, an unknown id sent back to `returnTo`, and a ScreenForm with the
 * record's values, its draft (`<name>:add` / `<name>:edit:<id>`), 'Opslaan' calling the create or
 * update mutation (a failure keeps the input), and 'Annuleren'; after a save or cancel it returns
 * to `returnTo` (after a save to the saved record there, when the form has `anchorOf`).
 *
 * @example
 * <RecordFormScreen form={educationForm} id={id} returnTo={CV_OVERVIEW} />
 */
export function RecordFormScreen<D, R, V extends object, C, U, S>(
  props: RecordFormScreenProps<D, R, V, C, U, S>,
) {
  const { form, id } = props;
  return (
    <Page title={id === undefined ? form.titles.add : form.titles.edit}>
      <QueryBoundary>
        <RecordFormBody {...props} />
      </QueryBoundary>
    </Page>
  );
}

function RecordFormBody<D, R, V extends object, C, U, S>({
  form,
  id,
  returnTo,
  above,
  below,
}: RecordFormScreenProps<D, R, V, C, U, S>) {
  const [, navigate] = useLocation();
  const data = form.useData();
  const create = form.useCreate();
  const update = form.useUpdate();
  const record = id === undefined ? undefined : form.find(data, id);

  if (id !== undefined && record === undefined) return <Redirect to={returnTo} replace />;

  const goBack = () => navigate(returnTo);
  const save = async (values: V) => {
    const saved = await (record === undefined
      ? create.mutateAsync(form.toCreate(values))
      : update.mutateAsync(form.toUpdate(values, record)));
    form.onSaved?.(saved, data);
    if (form.anchorOf) rememberSavedRecord(form.anchorOf(saved));
    goBack();
  };
  const parts: RecordFormParts<D, R> = { data, record, goBack };

  return (
    <FormPanel footer={below && record !== undefined ? below(parts) : undefined}>
      {above?.(parts)}
      <ScreenForm<V>
        draftKey={`${form.name}:${record === undefined ? 'add' : `edit:${form.idOf(record)}`}`}
        aria-label={record === undefined ? form.titles.add : form.titles.edit}
        items={form.items(data, record)}
        defaultValues={form.toValues(record)}
        onSubmit={save}
        onCancel={goBack}
      />
    </FormPanel>
  );
}
