import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createLogger } from './logger';
import { startServer } from './start-server';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger(config);
try {
  const server = await startServer(config, logger);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    logger.fatal({ err: error }, 'ABODE could not start');
  }
  process.exit(1);
}
