import { type KeyboardEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceSearchItem } from 'shared-domain';
import { SERVICE_SEARCH_MIN_LENGTH } from 'shared-domain/contracts';
import { validateSearchTerm } from 'shared-domain/validation/search-term-rule.ts';
import { formatValidationMessage } from 'shared-domain/validation/validation-messages.ts';
import { Spinner, useAppSelector, useDebouncedValue, useShop } from 'shared-ui';
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
  const listId = useId();
  const messageId = useId();
  const placeholder = useAppSelector((state) => serviceSelectors.selectService(state).placeholder);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = term.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const canAsk = validateSearchTerm(debounced, SERVICE_SEARCH_MIN_LENGTH) === null;
  const { currentData, isFetching, isError } = useServiceSearchQuery(debounced, { skip: !canAsk });
  // Only answers for what is in the box now: an older term's answer would mislead.
  const settled = canAsk && debounced === typed && !isFetching;
  const items = settled && currentData ? currentData.items : [];
  const listed = open ? items : [];
  const expanded = listed.length > 0;

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

  function choose(index: number) {
    const item = listed[index];
    if (!item) return;
    setOpen(false);
    setActive(-1);
    setTerm('');
    onChoose(item);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (items.length > 0) setActive((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (listed.length > 0) setActive((index) => (index <= 0 ? listed.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && active >= 0) choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else {
        setTerm('');
      }
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className={styles.box}>
      <label htmlFor={inputId} className={styles.label}>
        {intl.formatMessage({ id: 'service.search.label' })}
      </label>
      <div className={styles.comboWrap}>
        <input
          id={inputId}
          type="search"
          role="combobox"
          className={styles.input}
          autoComplete="off"
          placeholder={placeholder ?? intl.formatMessage({ id: 'service.search.placeholder' })}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={message ? messageId : undefined}
          aria-busy={isFetching || undefined}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {isFetching && (
          <span className={styles.busy}>
            <Spinner size="small" label={intl.formatMessage({ id: 'service.search.searching' })} />
          </span>
        )}
        <ul
          id={listId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox pattern's listbox; focus stays in the input (aria-activedescendant).
          role="listbox"
          aria-label={intl.formatMessage({ id: 'service.search.suggestions' })}
          className={styles.listbox}
          hidden={!expanded}
        >
          {listed.map((item, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: options of the combobox pattern: the input keeps focus and handles the keys; the click is the mouse's way.
            <li
              key={item.model_id}
              id={optionId(index)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox's listbox.
              role="option"
              aria-selected={index === active}
              className={index === active ? `${styles.option} ${styles.optionActive}` : styles.option}
              // mousedown would blur the input and close the list before the click lands
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              <span className={styles.optionName}>{item.name}</span>
              <span className={styles.optionType}>{item.product_type}</span>
            </li>
          ))}
        </ul>
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
