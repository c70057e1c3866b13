/**
 * `npm run deps:check`: lists dependencies one or more majors behind their latest release, and
 * installed packages whose declared engines exclude a Node.js version we support. Asks only the
 * npm registry (through `npm outdated`). Exits 1 when an engine mismatch is not explained in
 * scripts/deps/engine-exceptions.json (and so in the README).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** The oldest release of each supported line; a package that accepts these accepts the line. */
export const supportedNodeVersions = ['20.19.0', '22.13.0', '24.0.0'];

type Outdated = Record<string, { current?: string; wanted: string; latest: string }>;
type LockPackage = { version?: string; engines?: { node?: string } | string[]; dev?: boolean };

function outdatedMajors(): string[] {
  let output = '{}';
  try {
    output = execFileSync('npm', ['outdated', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // npm outdated exits 1 when something is outdated; its JSON is still on stdout.
    output = (error as { stdout?: string }).stdout || '{}';
  }
  const outdated = JSON.parse(output) as Outdated;
  return Object.entries(outdated)
    .filter(([, v]) => v.current && semver.major(v.latest) > semver.major(v.current))
    .map(([name, v]) => `${name} ${v.current} -> ${v.latest}`);
}

export function engineMismatches(
  lock: { packages: Record<string, LockPackage> },
  versions = supportedNodeVersions,
): { name: string; version: string; engines: string; excludes: string[]; dev: boolean }[] {
  const found = [];
  for (const [where, pkg] of Object.entries(lock.packages)) {
    if (!where || Array.isArray(pkg.engines) || !pkg.engines?.node) continue;
    const range = pkg.engines.node;
    if (!semver.validRange(range)) continue;
    const excludes = versions.filter((v) => !semver.satisfies(v, range));
    if (excludes.length === 0) continue;
    const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    found.push({
      name,
      version: pkg.version ?? '?',
      engines: range,
      excludes,
      dev: Boolean(pkg.dev),
    });
  }
  return found;
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const exceptions = JSON.parse(
    fs.readFileSync(path.join(root, 'scripts/deps/engine-exceptions.json'), 'utf8'),
  ) as Record<string, string>;

  console.log(`Supported Node.js: ${supportedNodeVersions.join(', ')} and later in each line\n`);
  const majors = outdatedMajors();
  console.log(`Outdated majors (${majors.length}):`);
  for (const line of majors) console.log(`  ${line}`);

  // Platform packages (another OS's prebuilt binary) never install here; skip them.
  const mismatches = engineMismatches(lock).filter(
    (m) => !/-(darwin|win32|android|freebsd|openharmony)-/.test(m.name),
  );
  console.log(`\nEngine mismatches (${mismatches.length}):`);
  let unexplained = 0;
  for (const m of mismatches) {
    const reason = exceptions[m.name];
    if (!reason) unexplained += 1;
    console.log(
      `  ${m.name}@${m.version} engines.node "${m.engines}" excludes ${m.excludes.join(', ')}${m.dev ? ' (dev)' : ''}` +
        (reason
          ? `\n    safe: ${reason}`
          : '\n    NOT EXPLAINED: pin another version or add the reason to scripts/deps/engine-exceptions.json and the README'),
    );
  }
  if (unexplained > 0) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
