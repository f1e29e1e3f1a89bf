import type { Random } from './prng.ts';

// What a careless or hostile client sends: wrong types, huge and odd strings, numbers out of any
// range, deep nesting, broken encodings. Each generator answers one such value.

const KB = 1024;

function deepNesting(depth: number, random: Random): unknown {
  let value: unknown = random.pick(['x', 1, null]);
  for (let level = 0; level < depth; level += 1) value = random.chance(0.5) ? [value] : { a: value };
  return value;
}

/** Percent-encoding of any string: a lone surrogate has no UTF-8 form, so it goes as U+FFFD. */
export function wireEncode(value: string): string {
  return encodeURIComponent(value.replace(/[\ud800-\udfff]/gu, '\ufffd'));
}

export function malformedString(random: Random): string {
  return random.pick([
    () => '',
    () => ' \t ',
    () => 'a\u0000b',
    () => '\u0000',
    () => 'a'.repeat(random.pick([256, 5 * KB, 90 * KB])),
    () => '😀🇨🇿👩‍👩‍👧'.repeat(random.int(1, 2000)),
    () => 'lone \ud800 surrogate',
    () => '\udfff',
    () => "'; drop table users; --",
    () => '" or 1=1 --',
    () => '%00%E0%A4%A',
    () => '../../../etc/passwd',
    () => '<script>alert(1)</script>',
    () => '#{7*7}{{7*7}}<%= 7*7 %>',
    () => 'null',
    () => '-1',
    () => '1e309',
    () => 'NaN',
    () => '0x10',
    () => '9'.repeat(400),
    () => '\u202e\u200b\ufeff',
    () => 'line\r\nbreak',
    () => 'Příliš žluťoučký kůň ĂÎÂȘȚ',
  ])();
}

export interface HostileText {
  /** The plausible text changed, e.g. with a NUL appended. */
  apply(text: string): string;
  /** The same change in a query string's wire form. */
  wire(text: string): string;
}

/**
 * One change applied to every string of an otherwise plausible request: each text field and query
 * parameter reaches its handler (and the database) carrying it.
 */
export function hostileText(random: Random): HostileText {
  const [apply, wireSuffix] = random.pick<[(text: string) => string, string]>([
    [(text) => `${text}\u0000`, '%00'],
    [(text) => `\u0000${text}`, ''],
    [(text) => `${text.slice(0, 1)}\u0000${text.slice(1)}`, '%00x'],
    [(text) => `${text}\ud800`, '%ED%A0%80'],
    [(text) => `${text}'--"`, "'--%22"],
    [(text) => `${text}😀`, '%F0%9F%98%80'],
    [(text) => text + 'x'.repeat(20 * KB), 'x'.repeat(6 * KB)],
    [(text) => ` ${text.toUpperCase()} `, '%20'],
  ]);
  return {
    apply,
    wire: (text) => (wireSuffix === '' ? `%00${wireEncode(text)}` : `${wireEncode(text)}${wireSuffix}`),
  };
}

export function malformedNumber(random: Random): number {
  return random.pick([
    -1, 0, -0, 1.5, -2_147_483_649, 2_147_483_648, 9_007_199_254_740_992, 1e308, -1e308, 1e21,
  ]);
}

/** Any JSON value of a type the field probably does not expect, or a deeply nested one. */
export function malformedValue(random: Random): unknown {
  return random.pick([
    () => malformedString(random),
    () => malformedNumber(random),
    () => random.pick([true, false, null]),
    () => [],
    () => ({}),
    () => [malformedString(random), malformedNumber(random)],
    () => ({ nested: malformedString(random), ...JSON.parse('{"__proto__":{"admin":true}}') }),
    () => deepNesting(random.pick([50, 2_000]), random),
  ])();
}

export interface RawBody {
  body: string | Uint8Array;
  contentType: string | undefined;
  headers?: Record<string, string>;
}

/** A body that is not the JSON object the operation wants. */
export function malformedBody(random: Random): RawBody {
  const json = 'application/json';
  return random.pick<() => RawBody>([
    () => ({ body: '', contentType: json }),
    () => ({ body: '   ', contentType: json }),
    () => ({ body: '{"a":', contentType: json }),
    () => ({ body: "{'a': 1}", contentType: json }),
    () => ({ body: '[1, 2', contentType: json }),
    () => ({ body: random.pick(['null', '"text"', '123', '[]', 'true', '{}']), contentType: json }),
    () => ({ body: '\ufeff{}', contentType: json }),
    () => ({
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
      contentType: json,
    }),
    () => ({ body: '{"a":"\\ud800","b":"\\u0000"}', contentType: json }),
    () => ({ body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}', contentType: json }),
    () => ({ body: '{"n": 1e400, "m": -1e400}', contentType: json }),
    () => ({ body: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, contentType: json }),
    () => ({ body: JSON.stringify({ a: 'x'.repeat(150 * KB) }), contentType: json }),
    () => ({ body: JSON.stringify(deepNesting(2_000, random)), contentType: json }),
    () => ({ body: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' }),
    () => ({
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      contentType: 'multipart/form-data; boundary=x',
    }),
    () => ({ body: '{"a":1}', contentType: 'text/plain' }),
    () => ({ body: '<a>1</a>', contentType: 'application/xml' }),
    () => ({ body: '{"a":1}', contentType: undefined }),
    () => ({ body: '{"a":1}', contentType: 'application/json; charset=latin1' }),
    () => ({ body: '{"a":1}', contentType: 'application/json; charset=utf-16' }),
    () => ({ body: '{"a":1}', contentType: json, headers: { 'content-encoding': 'gzip' } }),
    () => ({ body: '{"a":1}', contentType: json, headers: { 'content-encoding': 'x-unknown' } }),
  ])();
}

/** A path segment as it goes on the wire (already percent-encoded, or deliberately not). */
export function malformedPathSegment(random: Random): string {
  return random.pick([
    () => '%E0%A4%A',
    () => '%',
    () => '%zz',
    () => '%00',
    () => 'a%00b',
    () => '%C0%AF',
    () => '%ED%A0%80',
    () => '%F0%9F',
    () => 'x'.repeat(random.pick([300, 5_000])),
    () => '..',
    () => '%2e%2e%2f%2e%2e',
    () => '%2F',
    () => '-1',
    () => '0',
    () => '1.5',
    () => '99999999999999999999',
    () => '2147483648',
    () => '1e3',
    () => encodeURIComponent('😀'),
    () => '%20',
    () => encodeURIComponent("' or 1=1 --"),
  ])();
}

/** A query string that is not what the operation reads. */
export function malformedQuery(random: Random, names: readonly string[]): string {
  const name = names.length > 0 ? random.pick(names) : 'q';
  return random.pick([
    () => `${name}=a%00b`,
    () => `${name}=%E0%A4%A`,
    () => `${name}=%`,
    () => `${name}=1&${name}=2&${name}=3`,
    () => `${name}[]=1&${name}[a]=2`,
    () => `${name}=${'x'.repeat(8 * KB)}`,
    () => `${name}=-1`,
    () => `${name}=99999999999999999999999`,
    () => `${name}=1e400`,
    () => `${name}=NaN`,
    () => `${name}=`,
    () => name,
    () => `${name}=%F0%9F%98%80%ED%A0%BD`,
    () => `${name}=%ED%A0%80`,
    () => '&&&==&',
    () => `__proto__=1&constructor[prototype][x]=1&${name}=1`,
    () => Array.from({ length: 1_200 }, (_, i) => `p${i}=1`).join('&'),
  ])();
}

/** Headers a client controls that the api reads besides the body. */
export function malformedHeaders(random: Random): Record<string, string> {
  return random.pick<() => Record<string, string>>([
    () => ({ 'idempotency-key': random.pick(['', ' ', 'x'.repeat(500), 'a b', '\u00e9\u00e8', '%00']) }),
    () => ({
      cookie: random.pick([
        'sid=%00',
        'sid=',
        `sid=${'a'.repeat(43)}`,
        'sid=a; sid=b',
        'sid="',
        `sid=${'x'.repeat(4_000)}`,
      ]),
    }),
    () => ({
      'x-forwarded-for': random.pick(['garbage', '1.2.3.4, zzz', '999.1.1.1', '::ffff:1.2.3.4', '', '::1']),
    }),
    () => ({ 'accept-language': random.pick(['*', 'xx-YY;q=2', ';;;', 'ro-RO']) }),
    () => ({ 'x-request-id': random.pick(['x'.repeat(400), '../etc', '\u00ff']) }),
    () => ({ accept: random.pick(['text/html', 'application/xml', '*/*;q=abc']) }),
  ])();
}
