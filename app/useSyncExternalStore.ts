/**
 * `use-sync-external-store/shim` as React 19 has it: React's own hook. The shim (for React 16 and
 * 17) is what wouter and react-aria import; app/vite.config.ts points it here, so that the
 * signed-in chunk does not carry it.
 */
export { useSyncExternalStore } from 'react';
