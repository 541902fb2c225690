// Lets scripts run by Node (tsx) import a file as text with Vite's `?raw` suffix, as the mock's modules do
// (mocks/handlers/institution-match.ts imports data/districts.tsv?raw), so the contract scripts can load the seed.
import { register } from 'node:module';

register('./raw-imports-hooks.mjs', import.meta.url);
