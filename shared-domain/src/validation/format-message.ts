import type { Locale } from '../shop.ts';

// A small subset of ICU MessageFormat: `{name}`, `{name, number}` and `{name, plural, one {…} other {…}}`
// with `#`. The fronts format the same catalogue with react-intl; the api (and anything without
// react-intl) uses this, so shared-domain stays free of an i18n runtime. Quoting with apostrophes is not
// supported: the catalogue does not use it, and a test formats every message to keep it that way.
export type MessageValues = Record<string, unknown>;

export function formatMessage(template: string, values: MessageValues, locale: Locale): string {
  return formatPart(template, values, locale, undefined);
}

function formatPart(
  text: string,
  values: MessageValues,
  locale: Locale,
  pluralValue: number | undefined,
): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '{') {
      const end = matchingBrace(text, index);
      out += formatArgument(text.slice(index + 1, end), values, locale);
      index = end + 1;
    } else if (char === '#' && pluralValue !== undefined) {
      out += formatNumber(pluralValue, locale);
      index += 1;
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}') depth -= 1;
    if (depth === 0) return index;
  }
  throw new Error(`Unbalanced braces in message "${text}"`);
}

function formatArgument(argument: string, values: MessageValues, locale: Locale): string {
  const [rawName, rawType, ...rest] = argument.split(',');
  const name = rawName.trim();
  const type = rawType?.trim();
  const value = values[name];
  if (type === undefined) return value === undefined ? `{${name}}` : formatValue(value, locale);
  if (type === 'number') return formatValue(Number(value), locale);
  if (type === 'plural') return formatPlural(Number(value), rest.join(','), values, locale);
  throw new Error(`Unsupported argument type "${type}"`);
}

function formatPlural(value: number, options: string, values: MessageValues, locale: Locale): string {
  const branches = new Map<string, string>();
  let index = 0;
  while (index < options.length) {
    const open = options.indexOf('{', index);
    if (open === -1) break;
    const end = matchingBrace(options, open);
    branches.set(options.slice(index, open).trim(), options.slice(open + 1, end));
    index = end + 1;
  }
  const branch =
    branches.get(`=${value}`) ??
    branches.get(new Intl.PluralRules(locale).select(value)) ??
    branches.get('other');
  if (branch === undefined) throw new Error('A plural argument needs an "other" branch');
  return formatPart(branch, values, locale, value);
}

function formatValue(value: unknown, locale: Locale): string {
  return typeof value === 'number' ? formatNumber(value, locale) : String(value);
}

function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(value);
}
