import { analysisEndpoint } from './analysis-endpoint';
import { auth } from './auth';
import { cases } from './cases';
import { idleRss } from './idle-rss';
import { floor } from './floor';
import { scale } from './scale';
import { landingJs } from './landing-js';
import { lighthouse } from './lighthouse';
import { startup } from './startup';
import type { Benchmark } from './types';

/** Every benchmark `npm run bench` runs, in order. Add a module here to add a figure. */
export const benchmarks: Benchmark[] = [
  landingJs,
  startup,
  idleRss,
  auth,
  analysisEndpoint,
  floor,
  cases,
  scale,
  lighthouse,
];
