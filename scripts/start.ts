// `npm start`: build the web app when no build exists, then run the server.
import { existsSync } from 'node:fs';
import path from 'node:path';

const webDist = path.resolve(process.env.WEB_DIST_DIR ?? './dist/web');
if (!existsSync(path.join(webDist, 'index.html'))) {
  console.log('No web build found; building it once (about half a minute)...');
  // Loaded only when needed: importing Vite costs over half a second of start-up.
  const { build } = await import('vite');
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn' });
}
await import('../src/server/main');
