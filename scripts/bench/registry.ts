import { analysisEndpoint } from './analysis-endpoint';
import { auth } from './auth';
import { cases } from './cases';
import { landingJs } from './landing-js';
import { startup } from './startup';
import type { Benchmark } from './types';

/** Every benchmark `npm run bench` runs, in order. Add a module here to add a figure. */
export const benchmarks: Benchmark[] = [landingJs, startup, auth, analysisEndpoint, cases];
