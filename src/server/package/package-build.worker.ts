import { serveTasks } from '../threads/serve-tasks';
import { buildPackage, type PackageBuildInput, type PackageBuildOutput } from './package-build';

// Runs in the package thread: pdf-lib's copying and decoding never block the API's event loop,
// and the thread can be ended when a build runs too long.
serveTasks<PackageBuildInput, PackageBuildOutput>(buildPackage, (output) =>
  [output.letter, output.combined, output.template].map((b) => b.buffer as ArrayBuffer),
);
