// Stands in for @module-federation/webpack-bundler-runtime in a production remote: the functions
// come from the shell (provide-bundler-runtime-plugin.mjs); what is per container stays here.
// - `runtime.init` must be this build's copy: it finds or creates the instance by this build's
//   identifier, and the shell's copy would return the shell's instance.
// - `initContainerEntry` is only in a build that exposes modules, so the shell has none.
// - Fresh objects for the container's state (share scopes, options), never the shell's.

import { init } from '@module-federation/runtime/dist/index.js';
import { getRemoteEntry } from '@module-federation/runtime-core';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  // The remote's entry fails to evaluate, which the host reports as a failed remote (its fallback).
  throw new Error(`remoteEntry.js needs a host that provides ${BUNDLER_RUNTIME_GLOBAL} (the shop's shell)`);
}

export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
