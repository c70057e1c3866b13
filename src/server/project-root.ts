import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/**
 * The project's folder (the one holding package.json), found from this module's own location:
 * src/server under tsx, dist/server in the bundle `npm start` runs. Data files shipped in the
 * repository (the model's weights, the common-password list) are read from here, so they are
 * found the same way in both.
 */
export function projectRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  root = dir;
  return root;
}

export const projectPath = (...segments: string[]) => path.join(projectRoot(), ...segments);
