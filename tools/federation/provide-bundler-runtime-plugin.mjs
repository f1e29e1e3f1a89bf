import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

// Runtime plugin of the shell: publishes the shell's bundler runtime (the functions that wire a
// container's shared modules and exposes to its federation instance) for the remotes, which
// otherwise each carry a byte-identical copy in remoteEntry.js (~10 KB gzip of the 15 KB).
// beforeInit runs inside the shell's own federation init, after the bundler has attached its
// runtime to `__webpack_require__.federation` and before any remote can be loaded.
export default function provideBundlerRuntimePlugin() {
  return {
    name: 'shop-provide-bundler-runtime-plugin',
    beforeInit(args) {
      const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      globalThis[BUNDLER_RUNTIME_GLOBAL] ??= { bundlerRuntime, attachShareScopeMap };
      return args;
    },
  };
}
