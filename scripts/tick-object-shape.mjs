// Imported first by scripts/start.mjs, before Node has queued many callbacks with
// process.nextTick.
//
// nextTick builds each queued callback as an object literal that starts with symbol-keyed
// properties (its async ids; on Node 24 also its async context). V8 caches, for each of these
// keyed literal properties, the one object shape it has seen, and when a different shape shows
// up it gives up on that property for the life of the process: every later callback is built
// through the runtime. A different shape shows up when a garbage collection runs while no
// queued callback is alive (the shapes only they used are dropped and later made anew), or when
// the ids' field changes from small integers to heap numbers. Both depend on start-up timing:
// about half the server processes ended up on the slow path, and every request then cost about
// a fifth more CPU (GET /api/health: ~13.3 against ~11 us, interleaved runs of the same build).
//
// Building one object along the same shapes now, with a fractional number in each id field, and
// keeping it for the life of the process, settles the ids' final field type before nextTick's
// cache exists and keeps every shape alive. The symbols are Node's own, read off a queued
// callback through the public async_hooks API.
import { createHook } from 'node:async_hooks';

let queued = null;
const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    if (type === 'TickObject') queued ??= resource;
  },
}).enable();
process.nextTick(() => {});
hook.disable();

/** An object with a queued callback's final shape, for the life of the process. */
export const tickObjectShape = {};
if (queued) {
  // Node's literal starts with its computed keys, so it starts from an empty object's shape and
  // adds its properties in order: the same steps as these.
  for (const key of Object.getOwnPropertySymbols(queued))
    tickObjectShape[key] = typeof queued[key] === 'number' ? 0.5 : queued[key];
  tickObjectShape.callback = queued.callback;
  tickObjectShape.args = queued.args;
}
