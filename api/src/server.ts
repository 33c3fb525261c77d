import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { prepareDatabase } from './db/prepare.ts';
import { keepMemory } from './memory.ts';

const config = readConfig();
const logger = {
  level: config.logLevel,
  // One-time codes and tokens never reach a log.
  redact: [
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    'req.body.otp',
    'req.body.captcha',
  ],
};

const db = await openDatabase(config);
const applied = await prepareDatabase(db, config);
const app = await buildApp({ config, db, logger });
app.log.info({ db: db.kind, migrations: applied }, 'database ready');

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'draining in-flight requests');
  // In-flight requests get SHUTDOWN_TIMEOUT_MS to finish; then the process goes anyway.
  const deadline = setTimeout(
    () => {
      app.log.error('in-flight requests did not finish in time, exiting');
      process.exit(1);
    },
    Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
  );
  deadline.unref();
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Callers are told 72 s (Fastify's `Keep-Alive: timeout`), yet an idle connection is kept a
// minute longer: a request sent on a socket the caller still believes open, while either side was
// held up for seconds on a busy machine, is answered instead of having its connection closed.
app.server.keepAliveTimeoutBuffer = 60_000;
if (config.production) keepMemory(app.server, Number(process.env.MEMORY_TARGET_MB ?? 256));
await app.listen({ port: config.port, host: config.host });
