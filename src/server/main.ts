import { ConfigError, loadConfig, type Config } from './config';
import { DataDirInUseError } from './infra/data-dir-lock';
import { createLogger } from './infra/logger';
import { startServer } from './server';

// Everything this process writes (the embedded database, the generated secret) is for its owner's eyes only.
process.umask(0o077);

const SHUTDOWN_LIMIT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    // One clear line and a non-zero exit: the operator fixes the variable and starts again.
    console.error(error instanceof ConfigError ? error.message : String(error));
    process.exit(1);
  }
}

const config = readConfig();
const logger = createLogger(config.LOG_LEVEL);

const running = await startServer(config, logger).catch((error: unknown) => {
  // A second server on the same folder: one plain line says which folder and who holds it.
  if (error instanceof DataDirInUseError) console.error(error.message);
  else logger.fatal({ err: error }, 'TripFit could not start');
  process.exit(1);
});
logger.info({ url: running.url, port: config.PORT }, 'TripFit is listening');

let shuttingDown = false;
function shutdown(signal: NodeJS.Signals) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(0);
  }, SHUTDOWN_LIMIT_MS).unref();
  running.stop(SHUTDOWN_LIMIT_MS - 2_000).then(
    () => {
      logger.info('stopped');
      process.exit(0);
    },
    (error: unknown) => {
      logger.error({ err: error }, 'error while stopping');
      process.exit(0);
    },
  );
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
