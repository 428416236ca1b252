import { useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { Redirect, useLocation } from 'wouter';
import { FormPanel, type FormItem } from '@pidz/ui';
import { Page } from '../screen/Page';
import { QueryBoundary } from '../screen/QueryBoundary';
import { rememberSavedRecord } from '../screen/savedRecord';
import { ScreenForm } from './ScreenForm';

/** A save as the helper calls it: what a mutation hook of a feature's `api.ts` returns. */
interface SaveMutation<Params, Saved> {
  mutateAsync: (params: Params) => Promise<Saved>;
}

/** What a form's hook is given: the loaded data, the edited record and the form's values. */
export interface RecordFormState<D, R, V> {
  data: D;
  record: R;
  /** Sets the form's values (for a field that fills in others, e.g. the KvK lookup). */
  setValues: Dispatch<SetStateAction<V>>;
}

/** A form's fields and its save (see {@link RecordForm.useForm}). */
export interface RecordFormFields<V, S> {
  /** The form's description (see `@pidz/ui` Form). */
  items: readonly FormItem<V>[];
  /** Saves the valid values; a rejection (already reported by the data layer) keeps the input. */
  save: (values: V) => Promise<S>;
  /**
   * Part of the form that is not a value, above its buttons: e.g. files the save sends along.
   * Default: none.
   */
  beforeActions?: ReactNode;
}

/**
 * Everything a screen that edits one record needs to know about it, as plain data and hooks: what
 * differs between two such screens is this description, not their code. `D` is what the screen
 * reads, `R` the record the form edits (from the data and the route's id), `V` the form's values,
 * `S` what a save answers. Define an add/edit form with {@link recordForm}, any other with
 * {@link oneRecordForm} (both infer the types from the parts).
 */
export interface RecordForm<D, R, V extends object, S> {
  /** The page titles (also the form's accessible name): `add` for a form that adds without an id. */
  titles: { edit: string; add?: string };
  /**
   * An id that cannot name a record, answered before anything is read: the screen returns to
   * `returnTo`. Default: every id may.
   */
  acceptsId?: (id: string) => boolean;
  /**
   * Reads what the form needs with suspense queries (the feature's query options from its
   * `api.ts`, which its route loader prefetches), given the route's id. Called under the screen's
   * QueryBoundary.
   */
  useData: (id: string | undefined) => D;
  /**
   * The record the form edits, from the data and the route's id (`undefined` without one): the
   * screen returns to `returnTo` when it answers `undefined` (an unknown id, a page that is not for
   * this user; spec section 2).
   */
  find: (data: D, id: string | undefined) => R | undefined;
  /** Where the unsaved input is kept (see ScreenForm), e.g. `cv-language:edit:503`. */
  draftKey: (record: R, id: string | undefined) => string;
  /** The form's accessible name when it is not the page title (e.g. the record's name). */
  labelOf?: (record: R) => string;
  /** The record as the form's initial values. */
  toValues: (record: R) => V;
  /** The form's fields and its save: a hook, called once the record is found. */
  useForm: (state: RecordFormState<D, R, V>) => RecordFormFields<V, S>;
  /** After a save, before the screen moves on: e.g. a success toast naming what was saved. */
  onSaved?: (saved: S, data: D) => void;
  /**
   * The element id of the saved record on the screen a save leads to: that screen brings the user
   * back to it (focused, scrolled to and briefly marked, see `useRevealSavedRecord`).
   */
  anchorOf?: (saved: S) => string;
  /** Where a save leads: `null` stays on the form. Default: `returnTo`. */
  afterSave?: (saved: S, record: R) => string | null;
  /** Whether the form has 'Annuleren' (back to `returnTo`). Default: true. */
  canCancel?: boolean;
  /** The submit button's label. Default: 'Opslaan'. */
  submitLabel?: string;
}

/** Defines a one-record form with its types inferred from its parts (an identity function). */
export function oneRecordForm<D, R, V extends object, S>(
  form: RecordForm<D, R, V, S>,
): RecordForm<D, R, V, S> {
  return form;
}

/**
 * A form that adds a record (no id: `/<things>/add`) or edits the one an id names
 * (`/<things>/edit/:id`), saved with the create or the update mutation of the feature's `api.ts`.
 */
export interface AddEditForm<D, R, V extends object, C, U, S> {
  /** The form's name in its draft keys: `<name>:add` and `<name>:edit:<id>`. */
  name: string;
  /** The page titles (also the form's accessible name). */
  titles: { add: string; edit: string };
  /** See {@link RecordForm.useData}. */
  useData: () => D;
  /** The record the id names, or `undefined` when it names none that may be edited. */
  find: (data: D, id: string) => R | undefined;
  /** A record's id, for its edit draft key. */
  idOf: (record: R) => number | string;
  /** The form's description, from the data (its options) and the record (`undefined`: adding). */
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
  /** See {@link RecordForm.onSaved}. */
  onSaved?: (saved: S, data: D) => void;
  /** See {@link RecordForm.anchorOf}. */
  anchorOf?: (saved: S) => string;
}

/**
 * Defines an add/edit form (types inferred from its parts): its record is `null` while adding, its
 * drafts are `<name>:add` and `<name>:edit:<id>`, and 'Opslaan' creates or updates.
 */
export function recordForm<D, R, V extends object, C, U, S>({
  name,
  find,
  idOf,
  items,
  toValues,
  useCreate,
  useUpdate,
  toCreate,
  toUpdate,
  ...parts
}: AddEditForm<D, R, V, C, U, S>): RecordForm<D, R | null, V, S> {
  return {
    ...parts,
    find: (data, id) => (id === undefined ? null : find(data, id)),
    draftKey: (record) => `${name}:${record === null ? 'add' : `edit:${idOf(record)}`}`,
    toValues: (record) => toValues(record ?? undefined),
    useForm: ({ data, record }) => {
      const create = useCreate();
      const update = useUpdate();
      return {
        items: items(data, record ?? undefined),
        save: (values) =>
          record === null
            ? create.mutateAsync(toCreate(values))
            : update.mutateAsync(toUpdate(values, record)),
      };
    },
  };
}

/** What a screen may show around the form, given the loaded data and the edited record. */
export interface RecordFormParts<D, R> {
  /** The loaded data (see `useData`). */
  data: D;
  /** The edited record (`null` while an add/edit form adds). */
  record: R;
  /** Returns to where the screen came from (e.g. after the record was removed). */
  goBack: () => void;
}

export interface RecordFormScreenProps<D, R, V extends object, S> {
  /** The record's form (see {@link RecordForm}). */
  form: RecordForm<D, R, V, S>;
  /** The route's `:id`; absent for a page of a single record and when adding. */
  id?: string;
  /** Where the screen returns after a save or cancel, and when there is no record. */
  returnTo: string;
  /** Shown on the page above the loaded part, e.g. a link back. */
  header?: ReactNode;
  /** Shown instead of the form when it answers something, e.g. 'this sheet was invoiced'. */
  instead?: (parts: RecordFormParts<D, R>) => ReactNode;
  /** Shown above the form, e.g. the record's review status. */
  above?: (parts: RecordFormParts<D, R>) => ReactNode;
  /** Shown right under the form, e.g. a note on its buttons. */
  below?: (parts: RecordFormParts<D, R>) => ReactNode;
  /** The panel's footer under the form, set apart by a line: e.g. the record's remove control. */
  footer?: (parts: RecordFormParts<D, R>) => ReactNode;
}

/** The page's title: `add` for a form that adds, without an id. */
function titleOf<D, R, V extends object, S>(form: RecordForm<D, R, V, S>, id?: string): string {
  return (id === undefined ? form.titles.add : undefined) ?? form.titles.edit;
}

/**
 * A screen that edits one record: the page with its title, the data loaded under a QueryBoundary,
 * no record sent back to `returnTo`, and a ScreenForm with the record's values, its draft, its
 * save (a failure keeps the input) and 'Annuleren'; after a save `onSaved`, the saved record's
 * mark, and on to `afterSave` (default `returnTo`), as after a cancel.
 *
 * @example
 * <RecordFormScreen form={educationForm} id={id} returnTo={CV_OVERVIEW} />
 */
export function RecordFormScreen<D, R, V extends object, S>(
  props: RecordFormScreenProps<D, R, V, S>,
) {
  const { form, id, returnTo, header } = props;
  return (
    <Page title={titleOf(form, id)}>
      {header}
      {id !== undefined && form.acceptsId?.(id) === false ? (
        <Redirect to={returnTo} replace />
      ) : (
        <QueryBoundary>
          <RecordFormBody {...props} />
        </QueryBoundary>
      )}
    </Page>
  );
}

function RecordFormBody<D, R, V extends object, S>(props: RecordFormScreenProps<D, R, V, S>) {
  const { form, id, returnTo } = props;
  const [, navigate] = useLocation();
  const data = form.useData(id);
  const record = form.find(data, id);

  if (record === undefined) return <Redirect to={returnTo} replace />;

  const parts: RecordFormParts<D, R> = { data, record, goBack: () => navigate(returnTo) };
  const instead = props.instead?.(parts);
  if (instead) return instead;
  return <RecordFormPanel {...props} parts={parts} />;
}

function RecordFormPanel<D, R, V extends object, S>({
  form,
  id,
  returnTo,
  parts,
  above,
  below,
  footer,
}: RecordFormScreenProps<D, R, V, S> & { parts: RecordFormParts<D, R> }) {
  const [, navigate] = useLocation();
  const { data, record, goBack } = parts;
  // The record as values, anew only when the record is (the query keeps an unchanged answer's
  // objects): a form nobody has changed follows it, one with the user's input keeps that.
  const initialValues = useMemo(() => form.toValues(record), [form, record]);
  const [values, setValues] = useState(initialValues);
  const { items, save, beforeActions } = form.useForm({ data, record, setValues });

  const submit = async (valid: V) => {
    const saved = await save(valid);
    form.onSaved?.(saved, data);
    if (form.anchorOf) rememberSavedRecord(form.anchorOf(saved));
    const next = form.afterSave ? form.afterSave(saved, record) : returnTo;
    if (next !== null) navigate(next);
  };

  return (
    <FormPanel footer={footer?.(parts)}>
      {above?.(parts)}
      <ScreenForm<V>
        draftKey={form.draftKey(record, id)}
        aria-label={form.labelOf?.(record) ?? titleOf(form, id)}
        items={items}
        initialValues={initialValues}
        values={values}
        onValuesChange={setValues}
        submitLabel={form.submitLabel}
        beforeActions={beforeActions}
        onSubmit={submit}
        onCancel={form.canCancel === false ? undefined : goBack}
      />
      {below?.(parts)}
    </FormPanel>
  );
}
