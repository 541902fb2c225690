/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' in development and demo builds: the msw mock backend is started before the app renders. */
  readonly VITE_USE_MOCKS?: string;
  /** Base URL of the API; defaults to '/api'. */
  readonly VITE_API_BASE_URL?: string;
  /** Address of the external learning platform (src/lib/learning-platform.ts); unset: the portal's page about it. */
  readonly VITE_LEARNING_PLATFORM_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
