import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The portal. `vite --mode mock` (npm start) and `vite build --mode mock` turn mock mode on
 * (`import.meta.env.MODE === 'mock'`); a plain `vite build` is the production build, in which the
 * mock branch of src/mock-mode.ts is dead code and the mock worker is left out.
 */
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
});
