// The fuzz engine of the api's robustness suites (api/src/platform/fuzz.test.ts directly, and
// bff/src/proxy/fuzz-through-bff.test.ts through the bff): one entry, so the bff's suite uses the
// api only through this test-support surface.
export { type FuzzSuiteResult, failureMessage, fuzzSuite } from './fuzz-suite.ts';
export { type FuzzTarget, startFuzzTarget } from './fuzz-target.ts';
export type { FuzzOperation } from './operations.ts';
