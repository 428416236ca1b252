export { plural, type PluralForm, type PluralForms } from './plural';
