import { readFileSync } from 'node:fs';
import { projectPath } from './project-root';

const packageJson = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as {
  version: string;
};

export const appVersion = packageJson.version;
