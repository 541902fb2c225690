/** Served by scripts/institutions/vite-plugin.ts: the institution index built from data/ at build time. */
declare module 'virtual:institution-index' {
  import type { InstitutionIndexPayload } from '@/lib/institutions/index-format';

  const payload: InstitutionIndexPayload;
  export default payload;
}
