/**
 * The module explore's worker threads run (infra/worker-pool.ts): an origin's window indexed there, seconds of
 * work that would otherwise hold the request thread. An esbuild entry point of its own (`npm run build:server`).
 */
export { buildExploreIndex as default } from './explore-index';
