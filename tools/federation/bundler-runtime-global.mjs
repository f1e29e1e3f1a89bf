// The global on which the shell hands its federation bundler runtime to the remotes. Part of the
// contract between a shell build and the remotes it loads, like runtime-core's
// `_FEDERATION_RUNTIME_CORE`: never rename it without rebuilding every remote.
export const BUNDLER_RUNTIME_GLOBAL = '_SHOP_FEDERATION_BUNDLER_RUNTIME';
