import type { VitePWAOptions } from 'vite-plugin-pwa';
import { PRERENDERED_PAGES, prerenderedFileOf } from '../../src/app/prerender/prerendered-pages.ts';

const THEME_COLOR = '#2447c9';

/**
 * The installable app: manifest and the injectManifest service worker (src/sw.ts).
 * Prompt mode: the app decides when a new version takes over (never while a form is being filled).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  devOptions: { enabled: false },
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  injectManifest: {
    rollupFormat: 'iife',
    // The app shell, every lazy route chunk and the institution data: everything a demo needs offline.
    globPatterns: ['**/*.{js,css,html,svg,png,json,txt,webmanifest}'],
    // The prerendered pages are for a first visit; once the worker is installed every page opens from the app
    // shell (shell.html), drawn by the cached code, which also never shows a signed-in user signed-out HTML.
    globIgnores: ['mockServiceWorker.js', ...PRERENDERED_PAGES.map(({ path }) => prerenderedFileOf(path))],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
  manifest: {
    id: '/',
    name: 'Campus Pulse: skills, jobs and campus hiring',
    short_name: 'Campus Pulse',
    description:
      'Register, build job-ready hardware skills, find jobs and manage campus hiring: for students, companies and colleges.',
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    categories: ['education', 'business', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: 'Register as a student',
        short_name: 'Register',
        url: '/register/student-college',
        icons: [{ src: '/icons/shortcut-96.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: 'Sign in',
        short_name: 'Sign in',
        url: '/login',
        icons: [{ src: '/icons/shortcut-96.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: 'Register your college',
        short_name: 'College',
        url: '/collegeform',
        icons: [{ src: '/icons/shortcut-96.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
  },
};
