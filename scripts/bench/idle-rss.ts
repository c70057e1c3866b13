import fs from 'node:fs';
import path from 'node:path';
import { startServer } from './server';
import type { Benchmark, Measurement } from './types';

const BUDGET_MB = 110;
const IDLE_MS = 10_000;

/** Resident memory of one process in MB, from /proc/<pid>/status (Linux). */
export function vmRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

function childPids(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function commandOf(pid: number): string {
  return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
}

/** The process and all its descendants, parents first. */
export function processTree(pid: number): number[] {
  return [pid, ...childPids(pid).flatMap(processTree)];
}

export const idleRss: Benchmark = {
  name: 'idle-rss',
  description: `resident memory of the server started by \`npm start\` on a built tree, after ${IDLE_MS / 1000} s idle`,
  async run({ root, webDist }) {
    const server = await startServer({ root, webDist, command: ['npm', 'start', '--silent'] });
    try {
      // The server answered /api/health once (startServer); then nothing touches it.
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      const tree = processTree(server.pid);
      // npm and the shell it spawns are the launcher; the server is the Node process they run.
      const serverPid = tree.find((pid) => {
        const [program = '', ...args] = commandOf(pid).split(' ');
        return path.basename(program) === 'node' && args.some((a) => a.endsWith('start.mjs'));
      });
      if (serverPid === undefined)
        throw new Error(`no scripts/start.mjs process under npm start: ${tree.map(commandOf)}`);
      const launcher = tree
        .filter((pid) => pid !== serverPid)
        .reduce((sum, pid) => sum + vmRssMb(pid), 0);
      const results: Measurement[] = [
        {
          label: 'Idle RSS of the server (`npm start`)',
          value: vmRssMb(serverPid),
          unit: 'MB',
          budget: BUDGET_MB,
          note: commandOf(serverPid).slice(0, 60),
        },
      ];
      if (tree.length > 1)
        results.push({
          label: 'Idle RSS of the npm launcher processes',
          value: launcher,
          unit: 'MB',
          note: `${tree.length - 1} process(es)`,
        });
      return results;
    } finally {
      await server.stop();
    }
  },
};
