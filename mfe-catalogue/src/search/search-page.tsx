import { useIntl } from 'react-intl';
// Deep imports, not the 'shared-domain/validation' entry: that one carries zod, which the header
// search box would put on every page's first load.
import { SEARCH_MIN_CHARS, validateSearchTerm } from 'shared-domain/validation/search-term-rule.ts';
import { formatValidationMessage } from 'shared-domain/validation/validation-messages.ts';
import { EmptyState, useDocumentTitle, useSearchParams, useShop } from 'shared-ui';
import { useSearchProductsQuery } from '../catalogue-api.ts';
import { browseRequestOf } from '../category/browse-query.ts';
import { BrowseView, useBrowseState } from '../category/browse-view.tsx';
import styles from './search.module.css';
import { SearchBox } from './search-box.tsx';

/** `/hledat?q=` (ro `/cautare`): the matches of a term, with the categories' filters and sorting. */
export function SearchPage() {
  const intl = useIntl();
  const { locale } = useShop();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const tooShort = validateSearchTerm(q) !== null;
  const { state, setState, hrefFor } = useBrowseState({ q });
  const result = useSearchProductsQuery({ q, ...browseRequestOf(state) }, { skip: tooShort });
  const title = tooShort
    ? intl.formatMessage({ id: 'catalogue.search.title' })
    : intl.formatMessage({ id: 'catalogue.search.resultsFor' }, { q });
  useDocumentTitle(title);

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <SearchBox key={q} initialTerm={q} />
      {tooShort ? (
        q !== '' && (
          <p role="alert" className={styles.hint}>
            {formatValidationMessage(locale, 'searchMinLength', { numChars: SEARCH_MIN_CHARS })}
          </p>
        )
      ) : (
        <BrowseView
          result={result}
          state={state}
          setState={setState}
          hrefFor={hrefFor}
          paginationLabel={intl.formatMessage({ id: 'catalogue.search.pagination' })}
          errorTitle={intl.formatMessage({ id: 'catalogue.search.error' })}
          empty={
            <EmptyState title={intl.formatMessage({ id: 'catalogue.search.noResults' })}>
              {intl.formatMessage({ id: 'catalogue.search.noResultsHint' }, { q })}
            </EmptyState>
          }
        />
      )}
    </div>
  );
}
