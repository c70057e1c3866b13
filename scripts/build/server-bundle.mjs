// The production server bundle: src/server compiled once by esbuild into dist/server, so
// `npm start` runs plain JavaScript instead of compiling TypeScript at run time under tsx
// (tsx's loader costs about 40 MB of resident memory for the life of the process).
// Plain JavaScript on purpose: the launcher that runs it must not need tsx itself.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const serverOutDir = path.join(root, 'dist/server');
export const serverEntry = path.join(serverOutDir, 'main.js');
const sourceDirs = ['src/server', 'src/domain'].map((dir) => path.join(root, dir));
const isTestFile = (file) => /\.test\.tsx?$|[\\/]test-support[\\/]/.test(file);

function listSources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return /\.tsx?$/.test(entry.name) && !isTestFile(full) ? [full] : [];
  });
}

/**
 * Modules started in their own thread or process are loaded by URL relative to the module that
 * starts them (`new URL('./x.worker.js', import.meta.url)`). In the bundle that module is
 * dist/server/main.js, so each such file becomes its own entry beside it.
 */
function separateEntries() {
  return listSources(path.join(root, 'src/server'))
    .filter((file) => /(\.worker|\.child|-child|\.process)\.ts$/.test(file))
    .map((file) => ({ in: file, out: path.basename(file, '.ts') }));
}

/** True when dist/server/main.js is missing or older than any server source or package.json. */
export function serverBundleIsStale() {
  if (!fs.existsSync(serverEntry)) return true;
  const builtAt = fs.statSync(serverEntry).mtimeMs;
  const inputs = [...sourceDirs.flatMap(listSources), path.join(root, 'package.json')];
  return inputs.some((file) => fs.statSync(file).mtimeMs > builtAt);
}

export async function buildServerBundle() {
  const esbuild = await import('esbuild');
  fs.rmSync(serverOutDir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [{ in: 'src/server/main.ts', out: 'main' }, ...separateEntries()],
    outdir: serverOutDir,
    bundle: true,
    // Dependencies stay in node_modules: native addons and data files resolve as they do under tsx.
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Lazily imported modules (PDF/DOCX writers, ...) become chunks loaded on first use. Every
    // file sits directly in dist/server: relative `import.meta.url` lookups (package.json,
    // worker files) assume that depth.
    splitting: true,
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
  });
}

// `node scripts/build/server-bundle.mjs` (part of `npm run build`).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildServerBundle();
  console.log(`Server bundle written to ${path.relative(root, serverOutDir)}.`);
}
