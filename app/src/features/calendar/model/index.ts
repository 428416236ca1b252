/**
 * The calendar's model: pure TypeScript over @internationalized/date, the one date module of
 * `@pidz/ui` (its Amsterdam days and instants) and the contract's types, no React. Periods and their URLs, the month grid and the ranges to load, items placed on their
 * Amsterdam days, and the add/edit form. The screens format what it returns (nl-NL).
 */
export * from './period';
export * from './grid';
export * from './placement';
export * from './rememberedPlacement';
export * from './formValues';
export * from './formRules';
export * from './formParams';
export * from './selection';
