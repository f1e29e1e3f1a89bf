import { type FormEvent, startTransition, useId, useOptimistic, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BrowseFacets, CurrencyCode } from 'shared-domain';
import { Button, CheckboxField, TextField } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { AttributeFilters } from './attribute-filters.tsx';
import styles from './browse.module.css';
import { currencyUnit, qualityMeaning } from './browse-labels.ts';
import { type BrowseState, hasFilters, toggled, withoutFilters } from './browse-query.ts';

export interface FilterPanelProps {
  facets: BrowseFacets;
  state: BrowseState;
  /** A new filter state; the caller resets the page and writes it to the URL. */
  onChange: (state: BrowseState) => void;
}

/**
 * Filters built from the facets the api sends, so only choices that exist are offered.
 *
 * Two things keep a click where the customer aimed it:
 * - nothing above the lists appears or disappears when a filter is set: the "clear filters"
 *   button is always there (unavailable without filters). When it was inserted on the first
 *   filter, the lists jumped down under the pointer and the next click hit nothing;
 * - the boxes show the choice at once: the URL (and so `state`) changes in a router transition
 *   that commits only after the re-render, and a controlled box meanwhile snaps back. The
 *   optimistic state is what the URL is about to say; a second click builds on it.
 */
export function FilterPanel({ facets, state: committed, onChange }: FilterPanelProps) {
  const intl = useIntl();
  const [state, showPending] = useOptimistic(committed);
  const t = (id: IdUnder<'catalogue.browse.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `catalogue.browse.${id}` }, values);
  const withCount = (label: string, count: number) => t('withCount', { label, count });
  const filtered = hasFilters(state);

  function change(next: BrowseState) {
    startTransition(() => {
      showPending(next);
      onChange(next);
    });
  }

  return (
    <div className={styles.filters}>
      <Button
        variant="secondary"
        size="small"
        className={styles.clearFilters}
        aria-disabled={!filtered || undefined}
        onClick={() => filtered && change(withoutFilters(state))}
      >
        {t('clearFilters')}
      </Button>
      {facets.brands.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{t('brand')}</legend>
          {facets.brands.map((brand) => (
            <CheckboxField
              key={brand.seoName}
              label={withCount(brand.name, brand.count)}
              checked={state.brand.includes(brand.seoName)}
              onChange={(event) =>
                change({ ...state, brand: toggled(state.brand, brand.seoName, event.target.checked) })
              }
            />
          ))}
        </fieldset>
      )}
      {facets.attributes.length > 0 && (
        <AttributeFilters facets={facets.attributes} state={state} onChange={change} />
      )}
      {facets.price && (
        <PriceRange
          key={`${state.minPrice}-${state.maxPrice}`}
          state={state}
          bounds={{
            min: Math.floor(facets.price.min.amount / 100),
            max: Math.ceil(facets.price.max.amount / 100),
          }}
          currency={facets.price.min.currency}
          onChange={change}
        />
      )}
      {facets.storages.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{t('storage')}</legend>
          {facets.storages.map((storage) => (
            <CheckboxField
              key={storage.gb}
              label={withCount(storageLabel(storage.gb, intl.formatNumber), storage.count)}
              checked={state.storage.includes(storage.gb)}
              onChange={(event) =>
                change({ ...state, storage: toggled(state.storage, storage.gb, event.target.checked) })
              }
            />
          ))}
        </fieldset>
      )}
      {facets.colours.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{t('colour')}</legend>
          <div className={styles.swatches}>
            {facets.colours.map((colour) => (
              <label key={colour.code} className={styles.swatchOption}>
                <input
                  type="checkbox"
                  className={styles.swatchInput}
                  checked={state.colour.includes(colour.code)}
                  onChange={(event) =>
                    change({ ...state, colour: toggled(state.colour, colour.code, event.target.checked) })
                  }
                />
                <span className={styles.swatch} style={{ backgroundColor: colour.hex }} aria-hidden="true" />
                {withCount(colour.name, colour.count)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {facets.qualities.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{t('quality')}</legend>
          {facets.qualities.map((quality) => (
            <CheckboxField
              key={quality.value}
              label={withCount(
                quality.value === 'new' ? t('quality.new') : t('quality.grade', { grade: quality.value }),
                quality.count,
              )}
              hint={intl.formatMessage({ id: qualityMeaning[quality.value] })}
              checked={state.quality.includes(quality.value)}
              onChange={(event) =>
                change({ ...state, quality: toggled(state.quality, quality.value, event.target.checked) })
              }
            />
          ))}
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend>{t('availability')}</legend>
        <CheckboxField
          label={withCount(t('availableOnly'), facets.available)}
          checked={state.available}
          onChange={(event) => change({ ...state, available: event.target.checked })}
        />
      </fieldset>
    </div>
  );
}

function storageLabel(gb: number, formatNumber: (value: number) => string): string {
  return gb >= 1024 && gb % 1024 === 0 ? `${formatNumber(gb / 1024)} TB` : `${formatNumber(gb)} GB`;
}

function PriceRange({
  state,
  bounds,
  currency,
  onChange,
}: {
  state: BrowseState;
  bounds: { min: number; max: number };
  currency: CurrencyCode;
  onChange: (state: BrowseState) => void;
}) {
  const intl = useIntl();
  const legendId = useId();
  const [min, setMin] = useState(state.minPrice?.toString() ?? '');
  const [max, setMax] = useState(state.maxPrice?.toString() ?? '');
  const [error, setError] = useState<string>();
  const unit = intl.formatMessage({ id: currencyUnit[currency] });

  function parse(value: string): number | undefined | null {
    if (value.trim() === '') return undefined;
    const number = Number(value);
    return Number.isInteger(number) && number >= 0 ? number : null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const minPrice = parse(min);
    const maxPrice = parse(max);
    if (minPrice === null || maxPrice === null) {
      setError(intl.formatMessage({ id: 'catalogue.browse.price.invalid' }));
      return;
    }
    if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) {
      setError(intl.formatMessage({ id: 'catalogue.browse.price.order' }));
      return;
    }
    setError(undefined);
    onChange({ ...state, minPrice, maxPrice });
  }

  return (
    <form className={styles.group} aria-labelledby={legendId} onSubmit={submit}>
      <p id={legendId} className={styles.legend}>
        {intl.formatMessage({ id: 'catalogue.browse.price' })}
      </p>
      <div className={styles.priceInputs}>
        <TextField
          label={intl.formatMessage({ id: 'catalogue.browse.price.from' }, { unit })}
          inputMode="numeric"
          placeholder={String(bounds.min)}
          value={min}
          onChange={(event) => setMin(event.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'catalogue.browse.price.to' }, { unit })}
          inputMode="numeric"
          placeholder={String(bounds.max)}
          value={max}
          error={error}
          onChange={(event) => setMax(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" size="small">
        {intl.formatMessage({ id: 'catalogue.browse.price.apply' })}
      </Button>
    </form>
  );
}
