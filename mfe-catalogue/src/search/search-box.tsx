import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { productPath, searchPath } from 'shared-domain';
// Deep imports, not the 'shared-domain/validation' entry: that one carries zod, which the header
// search box would put on every page's first load.
import { validateSearchTerm } from 'shared-domain/validation/search-term-rule.ts';
import { Button, Price, useDebouncedValue, useNavigate, useShop } from 'shared-ui';
import { useGetSearchSuggestionsQuery } from '../catalogue-api.ts';
import styles from './search.module.css';
import { useSearchHint } from './use-search-hint.ts';

export const SUGGEST_DEBOUNCE_MS = 250;

export interface SearchBoxProps {
  /** The term the box starts with (the search page passes its ?q=). */
  initialTerm?: string;
  className?: string;
}

/**
 * The shop's search: a combobox suggesting products from 2 characters on (debounced), operable
 * with the arrow keys, Enter and Escape; submitting opens the search page. Self-contained, so the
 * header can place it anywhere below the shop providers and the router.
 */
export function SearchBox({ initialTerm = '', className }: SearchBoxProps) {
  const intl = useIntl();
  const { shop, locale } = useShop();
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const [term, setTerm] = useState(initialTerm);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [submittedShort, setSubmittedShort] = useState(false);
  const debounced = useDebouncedValue(term.trim(), SUGGEST_DEBOUNCE_MS);
  const tooShort = validateSearchTerm(term) !== null;
  const canSuggest = validateSearchTerm(debounced) === null && debounced === term.trim();
  const { data: suggestions = [], isFetching } = useGetSearchSuggestionsQuery(debounced, {
    skip: validateSearchTerm(debounced) !== null,
  });
  const listed = open && canSuggest ? suggestions : [];
  const expanded = listed.length > 0;
  const { hint, prepareHint } = useSearchHint(locale);
  const showHint = hint !== null && tooShort && (term.trim() !== '' || submittedShort);

  function openProduct(index: number) {
    const suggestion = listed[index];
    if (!suggestion) return;
    setOpen(false);
    navigate(productPath(suggestion.typeSeoName, suggestion.seoName));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (expanded && active >= 0) {
      openProduct(active);
      return;
    }
    if (tooShort) {
      setSubmittedShort(true);
      return;
    }
    setOpen(false);
    navigate(searchPath(shop, term.trim()));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (listed.length > 0) setActive((index) => (index + 1) % listed.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (listed.length > 0) setActive((index) => (index <= 0 ? listed.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        setTerm('');
      }
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet exposed as a landmark by every screen reader; the role is.
    <form role="search" className={`${styles.box} ${className ?? ''}`} onSubmit={submit}>
      <label htmlFor={inputId} className={styles.label}>
        {intl.formatMessage({ id: 'catalogue.search.label' })}
      </label>
      <div className={styles.row}>
        <div className={styles.comboWrap}>
          <input
            id={inputId}
            type="search"
            role="combobox"
            className={styles.input}
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'catalogue.search.placeholder' })}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-describedby={showHint ? hintId : undefined}
            aria-busy={isFetching || undefined}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setActive(-1);
              setSubmittedShort(false);
              setOpen(true);
            }}
            onFocus={() => {
              prepareHint();
              setOpen(true);
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <ul
            id={listId}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox pattern's listbox; focus stays in the input (aria-activedescendant).
            role="listbox"
            aria-label={intl.formatMessage({ id: 'catalogue.search.suggestions' })}
            className={styles.listbox}
            hidden={!expanded}
          >
            {listed.map((suggestion, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: options of the combobox pattern: the input keeps focus and handles the keys (arrows, Enter, Escape); the click is the mouse's way.
              <li
                key={suggestion.seoName}
                id={optionId(index)}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox's listbox.
                role="option"
                aria-selected={index === active}
                className={index === active ? `${styles.option} ${styles.optionActive}` : styles.option}
                // mousedown would blur the input and close the list before the click lands
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => openProduct(index)}
              >
                <img src={suggestion.imageUrl} alt="" width={40} height={40} loading="lazy" />
                <span className={styles.optionName}>{suggestion.name}</span>
                <Price value={suggestion.price} className={styles.optionPrice} />
              </li>
            ))}
          </ul>
        </div>
        <Button type="submit">{intl.formatMessage({ id: 'catalogue.search.submit' })}</Button>
      </div>
      {showHint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </form>
  );
}
