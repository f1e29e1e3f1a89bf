import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { productPath, searchPath } from 'shared-domain';
// Deep imports, not the 'shared-domain/validation' entry: that one carries zod, which the header
// search box would put on every page's first load.
import { validateSearchTerm } from 'shared-domain/validation/search-term-rule.ts';
import { Button, Combobox, Price, useDebouncedValue, useNavigate, useShop } from 'shared-ui';
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
  const hintId = useId();
  const [term, setTerm] = useState(initialTerm);
  const [submittedShort, setSubmittedShort] = useState(false);
  const debounced = useDebouncedValue(term.trim(), SUGGEST_DEBOUNCE_MS);
  const tooShort = validateSearchTerm(term) !== null;
  const canSuggest = validateSearchTerm(debounced) === null && debounced === term.trim();
  const { data: suggestions = [], isFetching } = useGetSearchSuggestionsQuery(debounced, {
    skip: validateSearchTerm(debounced) !== null,
  });
  const listed = canSuggest ? suggestions : [];
  const { hint, prepareHint } = useSearchHint(locale);
  const showHint = hint !== null && tooShort && (term.trim() !== '' || submittedShort);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (tooShort) {
      setSubmittedShort(true);
      return;
    }
    navigate(searchPath(shop, term.trim()));
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet exposed as a landmark by every screen reader; the role is.
    <form role="search" className={`${styles.box} ${className ?? ''}`} onSubmit={submit}>
      <label htmlFor={inputId} className={styles.label}>
        {intl.formatMessage({ id: 'catalogue.search.label' })}
      </label>
      <div className={styles.row}>
        <div className={styles.comboWrap}>
          <Combobox
            id={inputId}
            placeholder={intl.formatMessage({ id: 'catalogue.search.placeholder' })}
            listLabel={intl.formatMessage({ id: 'catalogue.search.suggestions' })}
            describedBy={showHint ? hintId : undefined}
            busy={isFetching}
            value={term}
            onValueChange={(value) => {
              setTerm(value);
              setSubmittedShort(false);
            }}
            onFocus={prepareHint}
            options={listed}
            optionKey={(suggestion) => suggestion.seoName}
            onPick={(suggestion) => navigate(productPath(suggestion.typeSeoName, suggestion.seoName))}
            renderOption={(suggestion) => (
              <>
                <img src={suggestion.imageUrl} alt="" width={40} height={40} loading="lazy" />
                <span className={styles.optionName}>{suggestion.name}</span>
                <Price value={suggestion.price} className={styles.optionPrice} />
              </>
            )}
          />
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
