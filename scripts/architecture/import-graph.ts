import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** File path (relative to the root, forward slashes) -> the project files it imports. */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'corpus']);

function listSources(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listSources(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

const toKey = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/**
 * Every import, export-from and dynamic import() of the files under `dirs`, resolved the way
 * the compiler resolves them. Type-only imports count too: they are still a dependency between
 * two modules, and a cycle of types becomes a runtime cycle with the first value import.
 */
export function buildImportGraph(root: string, dirs: string[]): ImportGraph {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowJs: false,
    resolveJsonModule: true,
  };
  const host = ts.createCompilerHost(options);
  const graph: ImportGraph = new Map();
  const files = dirs.flatMap((dir) => listSources(path.join(root, dir)));
  for (const file of files) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of info.importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(fileName, file, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      if (!SOURCE.test(resolved.resolvedFileName)) continue;
      targets.add(toKey(root, resolved.resolvedFileName));
    }
    graph.set(toKey(root, file), [...targets].sort());
  }
  return graph;
}

/** The strongly connected components with more than one file (or a file importing itself). */
export function findCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const edgesOf = (node: string) => (graph.get(node) ?? []).filter((n) => graph.has(n));

  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = edgesOf(frame.node);
      if (frame.next < edges.length) {
        const target = edges[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const isSelfImport = component.length === 1 && edges.includes(frame.node);
      if (component.length > 1 || isSelfImport) cycles.push(component.sort());
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** `src/server/<feature>/...` -> `<feature>`; files directly in src/server have no feature. */
export function featureOf(file: string): string | null {
  const match = /^src\/server\/([^/]+)\//.exec(file);
  return match ? match[1]! : null;
}

/**
 * The server feature folders as one graph: feature A -> feature B when a file of A imports a
 * file of B. A cycle here means two features that cannot be understood (or moved) apart.
 */
export function featureGraph(graph: ImportGraph): ImportGraph {
  const features = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = featureOf(file);
    if (!from || isTestFile(file)) continue;
    const edges = features.get(from) ?? new Set<string>();
    features.set(from, edges);
    for (const target of targets) {
      const to = featureOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return new Map([...features].map(([feature, edges]) => [feature, [...edges].sort()]));
}

export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || /(^|\/)test-support\//.test(file);
}

export type RepositoryImport = { from: string; repository: string };

/** A feature's repository is imported only by the feature's own files (and by any test). */
export function crossFeatureRepositoryImports(graph: ImportGraph): RepositoryImport[] {
  const found: RepositoryImport[] = [];
  for (const [file, targets] of graph) {
    if (isTestFile(file)) continue;
    for (const target of targets) {
      if (!target.endsWith('.repository.ts')) continue;
      const owner = featureOf(target);
      if (owner && featureOf(file) !== owner) found.push({ from: file, repository: target });
    }
  }
  return found.sort(
    (a, b) => a.from.localeCompare(b.from) || a.repository.localeCompare(b.repository),
  );
}

/** A stable name for a cycle, for allow-lists: its members, sorted, joined by " <-> ". */
export const cycleName = (cycle: string[]) => [...cycle].sort().join(' <-> ');
