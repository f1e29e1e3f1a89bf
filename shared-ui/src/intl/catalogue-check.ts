import type { Messages } from '../federation/remote-module.ts';

/**
 * Names of the arguments a message uses ("{count, plural, …}" → count), read with a small ICU
 * scanner: plural and select branches are messages themselves, so nested arguments are found too,
 * while the branch texts ("{kus}") are not mistaken for arguments.
 */
export function messageArguments(message: string): string[] {
  const found = new Set<string>();
  let i = 0;

  function skipQuoted(): boolean {
    // ICU apostrophe quoting: '{' is a literal brace; '' is an apostrophe.
    if (message[i] !== "'") return false;
    if (message[i + 1] === "'") {
      i += 2;
      return true;
    }
    if (message[i + 1] === '{' || message[i + 1] === '}') {
      const end = message.indexOf("'", i + 1);
      i = end === -1 ? message.length : end + 1;
      return true;
    }
    return false;
  }

  function readMessage(): void {
    while (i < message.length) {
      if (skipQuoted()) continue;
      const char = message[i];
      if (char === '}') return;
      if (char === '{') {
        i += 1;
        readArgument();
      } else {
        i += 1;
      }
    }
  }

  function readArgument(): void {
    const match = /^\s*([^\s,{}]+)\s*([,}])/.exec(message.slice(i));
    if (!match) {
      skipBlock();
      return;
    }
    found.add(match[1]);
    i += match[0].length;
    if (match[2] === '}') return;
    const type = /^\s*(\w+)\s*([,}])/.exec(message.slice(i));
    if (!type) {
      skipBlock();
      return;
    }
    i += type[0].length;
    if (type[2] === '}') return;
    if (type[1] === 'plural' || type[1] === 'select' || type[1] === 'selectordinal') {
      readBranches();
    } else {
      skipBlock();
    }
  }

  function readBranches(): void {
    while (i < message.length) {
      const char = message[i];
      if (char === '}') {
        i += 1;
        return;
      }
      if (char === '{') {
        i += 1;
        readMessage();
        i += 1;
      } else {
        i += 1;
      }
    }
  }

  // Style of number/date arguments ("{n, number, ::currency/CZK}"): skip to the closing brace.
  function skipBlock(): void {
    let depth = 1;
    while (i < message.length && depth > 0) {
      if (message[i] === '{') depth += 1;
      if (message[i] === '}') depth -= 1;
      i += 1;
    }
  }

  readMessage();
  return [...found].sort();
}

export interface CatalogueProblems {
  missing: string[];
  extra: string[];
  empty: string[];
  argumentMismatch: string[];
}

/** Compares a translation with the reference catalogue (Czech is the reference: spec texts are Czech). */
export function compareCatalogues(reference: Messages, translation: Messages): CatalogueProblems {
  const missing = Object.keys(reference).filter((id) => !(id in translation));
  const extra = Object.keys(translation).filter((id) => !(id in reference));
  const empty = [...new Set([...Object.keys(reference), ...Object.keys(translation)])].filter(
    (id) => reference[id]?.trim() === '' || translation[id]?.trim() === '',
  );
  const argumentMismatch = Object.keys(reference)
    .filter((id) => id in translation)
    .filter((id) => messageArguments(reference[id]).join() !== messageArguments(translation[id]).join());
  return { missing, extra, empty, argumentMismatch };
}
