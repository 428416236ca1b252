import { APP_LOCALE } from '@pidz/dates';

/** One form of a counted text: the text, or the text made from the count. */
export type PluralForm = string | ((count: number) => string);

/**
 * The forms of a counted Dutch text. Dutch has two plural categories: `one` for 1 and `other` for
 * every other count. `zero`, when given, replaces `other` for 0 ('geen items').
 */
export interface PluralForms {
  /** For 0; default the `other` form. */
  zero?: PluralForm;
  /** For 1, e.g. `'1 item'`. */
  one: PluralForm;
  /** For every other count, e.g. `(n) => \`${n} items\``. */
  other: PluralForm;
}

const dutchPlurals = new Intl.PluralRules(APP_LOCALE);

/**
 * The form of a Dutch text that fits `count` (a number of things, 0 or more), chosen by
 * `Intl.PluralRules('nl-NL')`: `plural(n, { one: '1 dienst', other: (n) => \`${n} diensten\` })`.
 * Use it for every text that counts, instead of a `count === 1 ?` ternary.
 */
export function plural(count: number, forms: PluralForms): string {
  const form =
    count === 0 && forms.zero !== undefined
      ? forms.zero
      : dutchPlurals.select(count) === 'one'
        ? forms.one
        : forms.other;
  return typeof form === 'function' ? form(count) : form;
}
