import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createLogger } from './logger';
import { StartCancelledError, startServer, type RunningServer } from './start-server';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger(config);
const shutdown = new AbortController();
let server: RunningServer | undefined;
let exitCode = 0;

function stopAndExit(running: RunningServer): void {
  running.stop().then(
    () => process.exit(exitCode),
    (error: unknown) => {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    },
  );
}

/**
 * Stops the server, or the start still under way (it notices at its next step and the catch below exits).
 * Installed before the start, so a signal during migrations or seeding still closes the database and releases
 * the data folder instead of killing the process mid-write. A second signal kills at once.
 */
function requestShutdown(): void {
  if (shutdown.signal.aborted) return;
  shutdown.abort();
  if (server) stopAndExit(server);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'Shutdown requested');
    requestShutdown();
  });
}

logger.info({ pid: process.pid }, 'Starting ABODE');
try {
  server = await startServer(config, logger, {
    signal: shutdown.signal,
    onLockLost: () => {
      exitCode = 1;
      requestShutdown();
    },
  });
  // The signal came after the start's last step but before it handed the server over.
  if (shutdown.signal.aborted) stopAndExit(server);
} catch (error) {
  if (error instanceof StartCancelledError) {
    logger.info('Stopped before the start finished');
    process.exit(exitCode);
  }
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    logger.fatal({ err: error }, 'ABODE could not start');
  }
  process.exit(1);
}
