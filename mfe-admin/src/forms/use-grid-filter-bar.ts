import { type FormEvent, useEffect, useState } from 'react';
import type { Locale } from 'shared-domain';
import { formatValidationMessage, SEARCH_MIN_CHARS, validateSearchTerm } from 'shared-domain/validation';

type Filters = Record<string, string>;
type FieldErrors<Typed> = Partial<Record<keyof Typed, string>>;

/** A grid's text search: empty, or at least 2 characters (the rule the api checks). */
export function searchError(locale: Locale, q: string): string | undefined {
  return q && validateSearchTerm(q)
    ? formatValidationMessage(locale, 'searchMinLength', { numChars: SEARCH_MIN_CHARS })
    : undefined;
}

/**
 * The filter bar of a server-side grid. Choices (selects) apply at once; typed fields apply when
 * the form is submitted and `check` finds nothing wrong, so the grid is not fetched for every
 * keystroke. The typed fields follow the URL (back, forward, a link).
 */
export function useGridFilterBar<Typed extends { [Key in keyof Typed]: string }>(options: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  typedOf: (filters: Filters) => Typed;
  /** The typed fields' errors, and the filters they become when there are none. */
  check: (typed: Typed) => { errors: FieldErrors<Typed>; apply: Filters };
}) {
  const { filters, onChange, typedOf, check } = options;
  const [typed, setTyped] = useState<Typed>(() => typedOf(filters));
  const [errors, setErrors] = useState<FieldErrors<Typed>>({});

  useEffect(() => {
    setTyped(typedOf(filters));
  }, [filters, typedOf]);

  const choose = (key: string, value: string) => onChange({ ...filters, [key]: value });
  const type = (key: keyof Typed, value: string) => setTyped({ ...typed, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = check(typed);
    setErrors(outcome.errors);
    if (Object.values(outcome.errors).some(Boolean)) return;
    onChange({ ...filters, ...outcome.apply });
  };
  return { typed, type, errors, choose, submit };
}
