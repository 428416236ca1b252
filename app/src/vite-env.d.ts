/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the older site (sidebar entries it still serves). */
  readonly VITE_OLD_SITE_URL?: string;
  /** The external login page. */
  readonly VITE_LOGIN_URL?: string;
  /** The main site an impersonating admin returns to. */
  readonly VITE_MAIN_SITE_URL?: string;
  /** The back-end hosts the build may call besides its own origin (contentSecurityPolicy.ts). */
  readonly VITE_BACKEND_HOSTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** Impersonation id an admin session may set on the window (next to the `assume_user` cookie). */
  assumeUser?: string;
}
