import { spawn } from 'node:child_process';
import path from 'node:path';
import { assertSharedSecrets, config } from '@/server/config';
import { ensureProductionBuild, standaloneDir } from './lib/build';
import { prepareShop } from './lib/prepare-shop';

/** `npm start`: build when needed, migrate, load the demo catalogue into an empty shop, then serve. */
const settings = config();
assertSharedSecrets();
ensureProductionBuild();
const databaseKind = await prepareShop(settings);

// The production server: Next's handler behind the shop's own HTTP server (client addresses, bind address).
const server = spawn(process.execPath, [path.resolve('src/server/http/serve.ts'), standaloneDir], {
  stdio: 'inherit',
  env: {
    ...process.env,
    // The standalone server changes into its own folder, so paths must not be relative.
    DATA_DIR: settings.dataDir,
    PORT: String(settings.port),
    HOSTNAME: settings.hostname,
    NEXT_TELEMETRY_DISABLED: '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
console.log(
  `Tractor Parts Hellas on http://${settings.hostname === '0.0.0.0' ? 'localhost' : settings.hostname}:${settings.port} (${databaseKind}, data in ${settings.dataDir})`,
);
