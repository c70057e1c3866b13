import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkArchitecture, formatReport, isClean } from './architecture-report';
import { buildImportGraph, cycleName, findCycles } from './import-graph';
import { filesWithStraySql } from './sql-location';

const roots: string[] = [];

/** Writes a small project (path -> source) to a temporary folder and returns its root. */
function fixture(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'architecture-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('the architecture check', () => {
  it('passes a graph whose imports all go one way', () => {
    const root = fixture({
      'src/server/cases/cases.service.ts': "import { a } from '../case-access/case-access';",
      'src/server/case-access/case-access.ts': "import { b } from './case-access.repository';",
      'src/server/case-access/case-access.repository.ts':
        "import type { Db } from '../db/database';",
      'src/server/db/database.ts': 'export type Db = object;',
    });
    const report = checkArchitecture(buildImportGraph(root, ['src']));
    expect(isClean(report)).toBe(true);
    expect(formatReport(report)).toBe('');
  });

  it('fails on a cycle between files, type-only imports and re-exports included', () => {
    const root = fixture({
      'src/server/ai/provider.ts': "import { openai } from './adapters/openai';",
      'src/server/ai/adapters/openai.ts': "export type { Provider } from '../provider';",
      'src/server/ai/leaf.ts': "import type { X } from './provider';",
    });
    const graph = buildImportGraph(root, ['src']);
    expect(findCycles(graph)).toEqual([
      ['src/server/ai/adapters/openai.ts', 'src/server/ai/provider.ts'],
    ]);
    const report = checkArchitecture(graph);
    expect(isClean(report)).toBe(false);
    expect(formatReport(report)).toContain('import cycle between files');
  });

  it('fails on a cycle between feature folders even when no file cycle exists', () => {
    const root = fixture({
      'src/server/cases/cases.service.ts': "import { remove } from '../package/package-files';",
      'src/server/package/package-files.ts': 'export const remove = 1;',
      'src/server/package/package.service.ts': "import { update } from '../cases/case-update';",
      'src/server/cases/case-update.ts': 'export const update = 1;',
    });
    const report = checkArchitecture(buildImportGraph(root, ['src']));
    expect(report.fileCycles).toEqual([]);
    expect(report.featureCycles).toEqual([['cases', 'package']]);
    expect(isClean(report)).toBe(false);
  });

  it("fails on an import of another feature's repository, but not from a test", () => {
    const root = fixture({
      'src/server/debriefs/debriefs.service.ts':
        "import { findCase } from '../cases/cases.repository';",
      'src/server/cases/cases.repository.ts': 'export const findCase = 1;',
      'src/server/debriefs/debriefs.test.ts':
        "import { findCase } from '../cases/cases.repository';",
      'src/server/cases/cases.service.ts': "import { findCase } from './cases.repository';",
    });
    const report = checkArchitecture(buildImportGraph(root, ['src']));
    expect(report.repositoryImports).toEqual([
      {
        from: 'src/server/debriefs/debriefs.service.ts',
        repository: 'src/server/cases/cases.repository.ts',
      },
    ]);
    expect(isClean(report)).toBe(false);
  });

  it('reports an allowed cycle without failing, and fails once the allowance is stale', () => {
    const files = {
      'src/server/ai/provider.ts': "import { x } from './adapters/openai';",
      'src/server/ai/adapters/openai.ts': "import { y } from '../provider';",
    };
    const allowance = cycleName(['src/server/ai/provider.ts', 'src/server/ai/adapters/openai.ts']);
    const withCycle = checkArchitecture(buildImportGraph(fixture(files), ['src']), [allowance]);
    expect(isClean(withCycle)).toBe(true);
    expect(formatReport(withCycle)).toContain('(allowed for now)');

    const fixed = fixture({ ...files, 'src/server/ai/adapters/openai.ts': 'export const x = 1;' });
    const withoutCycle = checkArchitecture(buildImportGraph(fixed, ['src']), [allowance]);
    expect(withoutCycle.staleAllowances).toEqual([allowance]);
    expect(isClean(withoutCycle)).toBe(false);
  });

  it('fails on SQL built outside a repository, and on a stale SQL allowance', () => {
    const root = fixture({
      'src/server/debriefs/debriefs.service.ts':
        "export const q = (db) => db.selectFrom('debriefs').selectAll();",
      'src/server/stats/stats.service.ts': 'export const raw = (db) => sql<number>`select 1`;',
      'src/server/debriefs/debriefs.repository.ts':
        "export const q = (db) => db.deleteFrom('debriefs');",
      'src/server/db/migrate.ts': 'export const m = (db) => sql`select 1`;',
      'src/server/cases/cases.service.ts': "export const words = 'select from cases';",
    });
    const graph = buildImportGraph(root, ['src']);
    const filesWithSql = filesWithStraySql(root, graph.keys());
    expect(filesWithSql).toEqual([
      'src/server/debriefs/debriefs.service.ts',
      'src/server/stats/stats.service.ts',
    ]);
    const allowed = ['src/server/stats/stats.service.ts', 'src/server/cases/cases.service.ts'];
    const report = checkArchitecture(graph, [], { filesWithSql, allowed });
    expect(report.sqlOutsideRepositories).toEqual(['src/server/debriefs/debriefs.service.ts']);
    expect(report.staleSqlAllowances).toEqual(['src/server/cases/cases.service.ts']);
    expect(isClean(report)).toBe(false);
  });
});
