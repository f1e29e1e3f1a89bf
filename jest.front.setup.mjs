import '@testing-library/jest-dom';
import { runInThisContext } from 'node:vm';

// jsdom replaces the Node globals with its own window and has no fetch, streams, TextEncoder or
// BroadcastChannel. msw and the HTTP client need the real ones, and they must all come from the same
// realm: Node's fetch rejects a jsdom AbortSignal, so AbortController/AbortSignal are swapped as well
// (the set jest-fixed-jsdom uses). runInThisContext evaluates in Node's own context, not the test's.
const nodeGlobals = runInThisContext('globalThis');
const names = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
  'structuredClone',
  'URL',
  'URLSearchParams',
];
const jsdomFormData = globalThis.FormData;
for (const name of names) {
  if (nodeGlobals[name] !== undefined) {
    Object.defineProperty(globalThis, name, { value: nodeGlobals[name], writable: true, configurable: true });
  }
}

// Node's FormData rejects `new FormData(form)`, which React 19 form actions call on submit. Read the
// form with jsdom's FormData and copy its text entries; files picked in a <form> are not copied
// (jsdom's File cannot be read synchronously), so build FormData by hand for upload tests.
class FormDataFromForm extends nodeGlobals.FormData {
  constructor(form, submitter) {
    super();
    if (form === undefined) return;
    for (const [key, value] of new jsdomFormData(form, submitter)) {
      if (typeof value === 'string') this.append(key, value);
    }
  }
}
Object.defineProperty(globalThis, 'FormData', {
  value: FormDataFromForm,
  writable: true,
  configurable: true,
});
