import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { validateSearchTerm } from 'shared-domain/validation/search-term-rule.ts';
import { Button, Price, TextField } from 'shared-ui';
import { useGetSearchSuggestionsQuery } from '../../../catalogue-api.ts';
import styles from '../landing.module.css';

const DEBOUNCE_MS = 250;

export interface AddDeviceProps {
  /** Products already compared: not offered again. */
  compared: readonly string[];
  onAdd: (seoName: string) => void;
}

/** Finds a device by name with the catalogue's search suggestions and adds it to the comparison. */
export function AddDevice({ compared, onAdd }: AddDeviceProps) {
  const intl = useIntl();
  const id = useId();
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(term.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const skip = validateSearchTerm(debounced) !== null;
  const { data = [], isFetching } = useGetSearchSuggestionsQuery(debounced, { skip });
  const offered = skip ? [] : data.filter((suggestion) => !compared.includes(suggestion.seoName));
  return (
    <section className={styles.addDevice} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'landing.compare.addTitle' })}</h2>
      <TextField
        id={`${id}-term`}
        type="search"
        label={intl.formatMessage({ id: 'landing.compare.searchLabel' })}
        hint={intl.formatMessage({ id: 'landing.compare.searchHint' })}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        autoComplete="off"
      />
      <ul className={styles.suggestions} aria-busy={isFetching} aria-live="polite">
        {offered.map((suggestion) => (
          <li key={suggestion.seoName}>
            <span>{suggestion.name}</span>
            <Price value={suggestion.price} />
            <Button
              size="small"
              variant="secondary"
              onClick={() => {
                onAdd(suggestion.seoName);
                setTerm('');
              }}
            >
              {intl.formatMessage({ id: 'landing.compare.add' }, { product: suggestion.name })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
