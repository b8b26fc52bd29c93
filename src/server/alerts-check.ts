import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './infra/data-dir-lock';
import { createLogger } from './infra/logger';
import { createServices } from './services';

/**
 * `npm run alerts:check`: one pass over every trip watch that is due, then exit (for cron, and for tests). It
 * shares the server's database and job queue, so it may run beside servers that check on their own schedule:
 * each watch is still checked once a period. The embedded database admits one process: stop the server first.
 */
process.umask(0o077);

try {
  const config = loadConfig(process.env);
  const logger = createLogger(config.LOG_LEVEL);
  const services = await createServices(config, logger, { watchSchedule: false });
  try {
    const summary = await services.tripWatches.runOnce();
    logger.info({ ...summary }, 'trip-watch pass finished');
  } finally {
    await services.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exitCode = 1;
}
