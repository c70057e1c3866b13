import fs from 'node:fs';
import path from 'node:path';
import { isTestFile } from './import-graph';

const QUERY =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^`]*>)?`/;

/** Where SQL may be written: repositories, and the database layer with its migrations. */
export function maySqlLiveIn(file: string): boolean {
  return (
    !file.startsWith('src/server/') ||
    file.endsWith('.repository.ts') ||
    file.startsWith('src/server/db/') ||
    isTestFile(file)
  );
}

/** Server files outside repositories that build queries, from the files the graph lists. */
export function filesWithStraySql(root: string, files: Iterable<string>): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (maySqlLiveIn(file)) continue;
    if (QUERY.test(fs.readFileSync(path.join(root, file), 'utf8'))) found.push(file);
  }
  return found.sort();
}
