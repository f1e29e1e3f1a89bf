import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceSearchItem } from 'shared-domain';
import { SERVICE_SEARCH_MIN_LENGTH } from 'shared-domain/contracts';
import { validateSearchTerm } from 'shared-domain/validation/search-term-rule.ts';
import { formatValidationMessage } from 'shared-domain/validation/validation-messages.ts';
import { Combobox, Spinner, useAppSelector, useDebouncedValue, useShop } from 'shared-ui';
import { useServiceSearchQuery } from '../service-api.ts';
import { serviceSelectors } from '../service-state/service-slice.ts';
import styles from './service-search.module.css';

export const SEARCH_DEBOUNCE_MS = 250;

export interface ServiceSearchBoxProps {
  onChoose: (item: ServiceSearchItem) => void;
}

/**
 * The smart search for service devices: a combobox (ARIA combobox pattern, as the shop's header
 * search) suggesting models from 2 characters on, once typing pauses; the arrow keys move through
 * the suggestions, Enter picks one, Escape closes the list (or clears the box). The term goes to
 * the api as typed: matching without accents is the api's job.
 */
export function ServiceSearchBox({ onChoose }: ServiceSearchBoxProps) {
  const intl = useIntl();
  const { locale } = useShop();
  const inputId = useId();
  const messageId = useId();
  const placeholder = useAppSelector((state) => serviceSelectors.selectService(state).placeholder);
  const [term, setTerm] = useState('');
  const typed = term.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const canAsk = validateSearchTerm(debounced, SERVICE_SEARCH_MIN_LENGTH) === null;
  const { currentData, isFetching, isError } = useServiceSearchQuery(debounced, { skip: !canAsk });
  // Only answers for what is in the box now: an older term's answer would mislead.
  const settled = canAsk && debounced === typed && !isFetching;
  const items = settled && currentData ? currentData.items : [];

  let message: { text: string; role?: 'alert' | 'status' } | null = null;
  if (typed !== '' && validateSearchTerm(typed, SERVICE_SEARCH_MIN_LENGTH) !== null) {
    message = {
      text: formatValidationMessage(locale, 'searchMinLength', { numChars: SERVICE_SEARCH_MIN_LENGTH }),
    };
  } else if (settled && isError) {
    message = { text: intl.formatMessage({ id: 'service.search.error' }), role: 'alert' };
  } else if (settled && currentData?.items.length === 0) {
    message = { text: intl.formatMessage({ id: 'service.search.noResults' }), role: 'status' };
  }

  return (
    <div className={styles.box}>
      <label htmlFor={inputId} className={styles.label}>
        {intl.formatMessage({ id: 'service.search.label' })}
      </label>
      <div className={styles.comboWrap}>
        <Combobox
          id={inputId}
          placeholder={placeholder ?? intl.formatMessage({ id: 'service.search.placeholder' })}
          listLabel={intl.formatMessage({ id: 'service.search.suggestions' })}
          describedBy={message ? messageId : undefined}
          busy={isFetching}
          value={term}
          onValueChange={setTerm}
          options={items}
          optionKey={(item) => String(item.model_id)}
          onPick={(item) => {
            setTerm('');
            onChoose(item);
          }}
          renderOption={(item) => (
            <>
              <span className={styles.optionName}>{item.name}</span>
              <span className={styles.optionType}>{item.product_type}</span>
            </>
          )}
        />
        {isFetching && (
          <span className={styles.busy}>
            <Spinner size="small" label={intl.formatMessage({ id: 'service.search.searching' })} />
          </span>
        )}
      </div>
      {message && (
        <p
          id={messageId}
          role={message.role}
          className={message.role === 'alert' ? styles.error : styles.hint}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
