// What an answer must never show a client: a stack trace, SQL or a database error, or a path on
// the server's disk. Each pattern names what it found, for the failure message.

const leakPatterns: [string, RegExp][] = [
  ['stack trace', /\bat [\w$.<>[\] ]+ \(?(?:file:|node:|\/)[^)\s]*:\d+:\d+\)?/],
  ['stack trace', /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|URIError): .*\n\s+at /],
  ['SQL', /\b(?:select|delete)\s+[\s\S]{0,200}?\bfrom\s+"\w+"/i],
  ['SQL', /\binsert\s+into\s+"\w+"|\bupdate\s+"\w+"\s+set\b/i],
  [
    'database error',
    /syntax error at or near|invalid byte sequence for encoding|violates (?:foreign key|unique|check|not-null) constraint|invalid input syntax for|current transaction is aborted|relation "\w+" does not exist|out of range for type/i,
  ],
  ['file path', /(?:\/work\/|\/home\/|\/root\/|\/usr\/(?:lib|local)\/|node_modules\/|[A-Z]:\\\\)/],
  ['file path', /\.(?:ts|js|mjs|cjs):\d+(?::\d+)?\b/],
];

/** The first leak in a response body, or undefined. */
export function leakIn(body: string): string | undefined {
  for (const [what, pattern] of leakPatterns) {
    const match = pattern.exec(body);
    if (match) return `${what} (${JSON.stringify(match[0].slice(0, 80))})`;
  }
  return undefined;
}
