import IntlMessageFormat from 'intl-messageformat';
import { type Locale, type ShopCode, shops } from 'shared-domain';

// Server texts (errors, e-mails, invoices) are ICU messages formatted with intl-messageformat,
// the format the fronts' react-intl catalogues use: a count goes through `plural`, so Czech
// says "2 kusy" / "5 kusů" and Romanian "20 de adrese", never a number glued before a noun.

export type ServerMessageValues = Record<string, string | number>;

/** Kinds of ICU elements (intl-messageformat's TYPE enum; api code uses no TS enums). */
export const ELEMENT = {
  literal: 0,
  argument: 1,
  number: 2,
  select: 5,
  plural: 6,
  pound: 7,
  tag: 8,
} as const;

interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

interface Compiled {
  format: IntlMessageFormat;
  /** Names used as `{name}` alone: they take text, a number there would dodge the plural. */
  plainArguments: ReadonlySet<string>;
}

const compiled = new Map<string, Compiled>();

/** The message in the locale; a number given for a plain `{name}` is refused as a bug. */
export function formatServerMessage(
  locale: Locale,
  message: string,
  values: ServerMessageValues = {},
): string {
  const { format, plainArguments } = compile(locale, message);
  for (const name of plainArguments) {
    if (typeof values[name] === 'number')
      throw new Error(
        `Server message gives the number "${name}" as text; use {${name}, plural, …} or {${name}, number}: ${message}`,
      );
  }
  return String(format.format(values));
}

/** Messages of one shop: `text('… {count, plural, one {# kus} other {# kusů}}', { count })`. */
export function shopMessages(shop: ShopCode): (message: string, values?: ServerMessageValues) => string {
  const { locale } = shops[shop];
  return (message, values) => formatServerMessage(locale, message, values);
}

function compile(locale: Locale, message: string): Compiled {
  const key = `${locale}\u0000${message}`;
  let entry = compiled.get(key);
  if (!entry) {
    // Tags are off: e-mail texts may contain "<" in plain prose, and HTML is escaped elsewhere.
    const format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    entry = { format, plainArguments: plainArgumentsOf(format.getAst() as Element[]) };
    compiled.set(key, entry);
  }
  return entry;
}

export function plainArgumentsOf(elements: readonly Element[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === ELEMENT.argument && element.value) names.add(element.value);
    for (const option of Object.values(element.options ?? {})) plainArgumentsOf(option.value, names);
    if (element.children) plainArgumentsOf(element.children, names);
  }
  return names;
}
