import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

// An absolute http(s) link to a named host ("https://example.cz/a?b#c"). A pattern rather than `new URL`:
// that also accepts "javascript:…", "http://intranet" and hosts with odd characters, none of which belongs
// in a link a customer or an admin enters (and shared-domain is typed without the DOM library).
const link = /^https?:\/\/(?:[^\s/?#@]+@)?([^\s/?#:@]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const hostLabel = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
const topLevelDomain = /^(?:\p{L}{2,63}|xn--[a-z0-9-]+)$/iu;

function isHostName(host: string): boolean {
  const labels = host.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => label.length <= 63 && hostLabel.test(label)) &&
    topLevelDomain.test(labels[labels.length - 1])
  );
}

export function validateLink(value: string): ValidationCode | null {
  const text = value.trim();
  if (text === '') return null;
  const match = link.exec(text);
  return match && isHostName(match[1]) ? null : 'link';
}

export const linkSchema = validatedString(validateLink);
