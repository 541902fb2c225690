/**
 * Where the end-to-end tests find the builds. E2E_PORT lets parallel runs use separate servers: the demo build
 * (mock backend inside, what most tests use) is served on it, the production build 1000 above it.
 */
export const DEMO_PORT = Number(process.env.E2E_PORT ?? 4174);
export const PRODUCTION_PORT = DEMO_PORT + 1000;
export const PRODUCTION_URL = `http://localhost:${PRODUCTION_PORT}`;

/** The dev server (Vite in development mode on the msw mock: `npm run dev`), 2000 above the demo build. */
export const DEV_PORT = DEMO_PORT + 2000;
export const DEV_URL = `http://localhost:${DEV_PORT}`;

/** The portal's own server (server/) on the production build, with a fresh embedded database: 3000 above the demo. */
export const REAL_SERVER_PORT = DEMO_PORT + 3000;
export const REAL_SERVER_URL = `http://localhost:${REAL_SERVER_PORT}`;
/** Its data folder, emptied each time the test run starts it. */
export const REAL_SERVER_DATA_DIR = `.data-e2e-${REAL_SERVER_PORT}`;
