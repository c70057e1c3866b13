// `npm start`: builds what is missing, then runs the server as plain JavaScript.
// - dist/web: built once when absent (vite build in a child process, so none of Vite's memory
//   stays in the server).
// - dist/server: the esbuild bundle of src/server, rebuilt when missing or older than the
//   sources, so an edited checkout never runs stale code. `npm run dev` keeps running tsx.
// Plain JavaScript on purpose: loading tsx here would cost the server ~40 MB for its whole life.
// First: settles the shape of Node's queued callbacks before anything else runs (see there).
import './tick-object-shape.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverBundleIsStale, serverEntry } from './build/server-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Runs a Node script to completion in a child process; its memory is returned when it exits. */
function runNode(args) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const webDist = path.resolve(process.env.WEB_DIST_DIR ?? './dist/web');
if (!existsSync(path.join(webDist, 'index.html'))) {
  console.log('No web build found; building it once (about half a minute)...');
  runNode([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
}
if (serverBundleIsStale()) runNode([path.join(root, 'scripts/build/server-bundle.mjs')]);
await import(pathToFileURL(serverEntry).href);
