/** Child process of startPlatformApiProcess: the platform API on in-memory PGlite. */
import { serveCommands } from './child.js';
import { startPlatformApi } from './servers.js';

const server = await startPlatformApi();
serveCommands({
  close: async () => {
    await server.close();
    setImmediate(() => process.exit(0));
  },
});
process.send?.({ type: 'ready', baseUrl: server.baseUrl });
