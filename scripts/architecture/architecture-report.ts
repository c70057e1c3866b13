import {
  crossFeatureRepositoryImports,
  cycleName,
  featureGraph,
  findCycles,
  type ImportGraph,
  type RepositoryImport,
} from './import-graph';

export type ArchitectureReport = {
  fileCycles: string[][];
  featureCycles: string[][];
  repositoryImports: RepositoryImport[];
  /** Allowed cycles that are still present: reported, but do not fail. */
  allowedCycles: string[][];
  /** Allow-list entries that no longer match anything: the list should shrink with them. */
  staleAllowances: string[];
  /** Server files outside repositories that build SQL and are not on the SQL allow-list. */
  sqlOutsideRepositories: string[];
  /** SQL allow-list entries whose file no longer builds SQL (or is gone). */
  staleSqlAllowances: string[];
};

export type SqlCheck = { filesWithSql: string[]; allowed: readonly string[] };

/**
 * Checks the house rules on an import graph: no file-level import cycle, no cycle between
 * server feature folders, no import of another feature's repository. `allowedCycles` names
 * cycles (file or feature level, see `cycleName`) that are known and owned by someone else.
 */
export function checkArchitecture(
  graph: ImportGraph,
  allowedCycles: readonly string[] = [],
  sql: SqlCheck = { filesWithSql: [], allowed: [] },
): ArchitectureReport {
  const allowed = new Set(allowedCycles);
  const seen = new Set<string>();
  const split = (cycles: string[][]) => {
    const failing: string[][] = [];
    const tolerated: string[][] = [];
    for (const cycle of cycles) {
      const name = cycleName(cycle);
      seen.add(name);
      (allowed.has(name) ? tolerated : failing).push(cycle);
    }
    return { failing, tolerated };
  };
  const files = split(findCycles(graph));
  const features = split(findCycles(featureGraph(graph)));
  return {
    fileCycles: files.failing,
    featureCycles: features.failing,
    repositoryImports: crossFeatureRepositoryImports(graph),
    allowedCycles: [...files.tolerated, ...features.tolerated],
    staleAllowances: [...allowed].filter((name) => !seen.has(name)),
    sqlOutsideRepositories: sql.filesWithSql.filter((f) => !sql.allowed.includes(f)),
    staleSqlAllowances: sql.allowed.filter((f) => !sql.filesWithSql.includes(f)),
  };
}

export function isClean(report: ArchitectureReport): boolean {
  return (
    report.fileCycles.length === 0 &&
    report.featureCycles.length === 0 &&
    report.repositoryImports.length === 0 &&
    report.staleAllowances.length === 0 &&
    report.sqlOutsideRepositories.length === 0 &&
    report.staleSqlAllowances.length === 0
  );
}

export function formatReport(report: ArchitectureReport): string {
  const lines: string[] = [];
  for (const cycle of report.fileCycles)
    lines.push(`import cycle between files: ${cycle.join(' -> ')}`);
  for (const cycle of report.featureCycles) {
    lines.push(`import cycle between server features: ${cycle.join(' -> ')}`);
  }
  for (const { from, repository } of report.repositoryImports) {
    lines.push(`${from} imports another feature's repository ${repository}`);
  }
  for (const name of report.staleAllowances) {
    lines.push(`allowed cycle no longer exists, remove it from the allow-list: ${name}`);
  }
  for (const file of report.sqlOutsideRepositories) {
    lines.push(`${file} builds SQL outside a repository: move the query into a *.repository.ts`);
  }
  for (const file of report.staleSqlAllowances) {
    lines.push(`${file} no longer builds SQL: remove it from the SQL allow-list`);
  }
  for (const cycle of report.allowedCycles) {
    lines.push(`(allowed for now) import cycle: ${cycle.join(' -> ')}`);
  }
  return lines.join('\n');
}
