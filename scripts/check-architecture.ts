import { checkArchitecture, formatReport, isClean } from './architecture/architecture-report';
import { buildImportGraph } from './architecture/import-graph';
import { filesWithStraySql } from './architecture/sql-location';
import { projectRoot } from '../src/server/project-root';

/**
 * Cycles that exist and are being removed on another branch. Each entry is reported on every
 * run; once its cycle is gone the checker fails until the entry is deleted, so this list only
 * shrinks. The lead empties it after merging the branch that owns the entry.
 */
const ALLOWED_CYCLES: readonly string[] = [];

/**
 * Server files allowed to build SQL outside a repository: none. Keep it empty; an entry is only
 * for a file being moved, and the check fails once the entry is stale.
 */
const FILES_WITH_SQL_TO_MOVE: readonly string[] = [];

const root = projectRoot();
const graph = buildImportGraph(root, ['src']);
const report = checkArchitecture(graph, ALLOWED_CYCLES, {
  filesWithSql: filesWithStraySql(root, graph.keys()),
  allowed: FILES_WITH_SQL_TO_MOVE,
});
const text = formatReport(report);
if (text) console.log(text);
if (!isClean(report)) {
  console.error(
    'check-architecture: the import rules above are broken (scripts/check-architecture.ts)',
  );
  process.exitCode = 1;
} else {
  console.log(
    `check-architecture: ${graph.size} files, no import cycle beyond the allow-list, no cross-feature repository import, no SQL outside repositories beyond the allow-list`,
  );
}
