export * from './tokens';
export * from './Button';
