import { readConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createBff } from './server.ts';

const config = readConfig();
const log = createLogger(config.logLevel);
const bff = await createBff(config, log);
const port = await bff.listen(config.port, config.host);
log.info(`bff listening on http://${config.host}:${port}/graphql (API ${config.apiUrl})`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'draining in-flight requests');
  // In-flight requests get SHUTDOWN_TIMEOUT_MS to finish; then the process goes anyway.
  const deadline = setTimeout(
    () => {
      log.error('in-flight requests did not finish in time, exiting');
      process.exit(1);
    },
    Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
  );
  deadline.unref();
  await bff.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
