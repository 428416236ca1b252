/**
 * What `onSubmit` rejects with when the server refused the input of some fields (a duplicate
 * number, say): the Form shows each message on its field, like a rule's, focuses the first such
 * field and keeps the input; `onSubmitError` is not called.
 *
 * @example
 * if (error.code === 1304) throw new FieldsRefused({ invoiceNumber: 'Dit factuurnummer is al gebruikt' });
 */
export class FieldsRefused extends Error {
  /** The message of each refused field, by field name. */
  readonly errors: Readonly<Record<string, string>>;

  constructor(errors: Readonly<Record<string, string>>) {
    super(Object.values(errors).join(' '));
    this.name = 'FieldsRefused';
    this.errors = errors;
  }
}
