// A preload for one copy of a side-by-side run (AB_NODE_FLAGS_B="--require bench/probes/no-async-context.cjs"):
// AsyncLocalStorage.run calls its callback without entering the storage, so the process never turns on the promise
// hooks that an entered storage needs on Node 20. What that copy saves per answer is what the request's trace
// context (every log line of a request carries its trace) costs. An instrument, never loaded by the product:
// with it, a handler's log lines lose their trace.
'use strict';
const { AsyncLocalStorage } = require('node:async_hooks');

AsyncLocalStorage.prototype.run = function runWithoutEntering(_store, callback, ...args) {
  return callback(...args);
};
