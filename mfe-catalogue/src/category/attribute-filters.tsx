import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AttributeFacet } from 'shared-domain';
import { Button, CheckboxField, TextField } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './browse.module.css';
import { type RangeEnd, rangeEndLabel } from './browse-labels.ts';
import { type BrowseState, toggled } from './browse-query.ts';

interface AttributeFiltersProps {
  facets: AttributeFacet[];
  state: BrowseState;
  onChange: (state: BrowseState) => void;
}

const filterOf = (code: string, value: string) => `${code}:${value}`;

/** Filters of the attributes staff marked as filters: choices and yes/no as boxes, numbers as a range. */
export function AttributeFilters({ facets, state, onChange }: AttributeFiltersProps) {
  const intl = useIntl();
  const t = (id: IdUnder<'catalogue.browse.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `catalogue.browse.${id}` }, values);
  return (
    <>
      {facets.map((facet) =>
        facet.type === 'number' ? (
          facet.range && (
            <NumberRange
              key={`${facet.code}-${state.attr.join()}`}
              facet={facet}
              range={facet.range}
              state={state}
              onChange={onChange}
            />
          )
        ) : (
          <fieldset key={facet.code} className={styles.group}>
            <legend>{facet.name}</legend>
            {facet.options.map((option) => {
              const value = filterOf(facet.code, option.value);
              const label =
                facet.type === 'boolean'
                  ? intl.formatMessage({
                      id: option.value === 'true' ? 'catalogue.attribute.yes' : 'catalogue.attribute.no',
                    })
                  : option.name;
              return (
                <CheckboxField
                  key={option.value}
                  label={t('withCount', { label, count: option.count })}
                  checked={state.attr.includes(value)}
                  onChange={(event) =>
                    onChange({ ...state, attr: toggled(state.attr, value, event.target.checked) })
                  }
                />
              );
            })}
          </fieldset>
        ),
      )}
    </>
  );
}

const DECIMAL = /^\d+([.,]\d+)?$/;

/** `code:min-max` as the api reads it; either end may be empty. */
function rangeOf(state: BrowseState, code: string): { min: string; max: string } {
  const current = state.attr.find((value) => value.startsWith(`${code}:`));
  const [min = '', max = ''] = current ? current.slice(code.length + 1).split('-') : [];
  return { min, max };
}

function NumberRange({
  facet,
  range,
  state,
  onChange,
}: {
  facet: AttributeFacet;
  range: { min: number; max: number };
  state: BrowseState;
  onChange: (state: BrowseState) => void;
}) {
  const intl = useIntl();
  const legendId = useId();
  const initial = rangeOf(state, facet.code);
  const [min, setMin] = useState(initial.min);
  const [max, setMax] = useState(initial.max);
  const [error, setError] = useState<string>();
  const t = (id: IdUnder<'catalogue.browse.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `catalogue.browse.${id}` }, values);
  // With a unit the price filter's "From (Kč)" wording, with the attribute's unit.
  const label = (end: RangeEnd) =>
    facet.unit
      ? intl.formatMessage({ id: rangeEndLabel[end].withUnit }, { unit: facet.unit })
      : intl.formatMessage({ id: rangeEndLabel[end].plain });

  function submit(event: FormEvent) {
    event.preventDefault();
    const [low, high] = [min.trim(), max.trim()];
    if ((low && !DECIMAL.test(low)) || (high && !DECIMAL.test(high))) {
      setError(t('range.invalid'));
      return;
    }
    const [from, to] = [low.replace(',', '.'), high.replace(',', '.')];
    if (from && to && Number(to) < Number(from)) {
      setError(t('price.order'));
      return;
    }
    setError(undefined);
    const others = state.attr.filter((value) => !value.startsWith(`${facet.code}:`));
    onChange({ ...state, attr: from || to ? [...others, filterOf(facet.code, `${from}-${to}`)] : others });
  }

  return (
    <form className={styles.group} aria-labelledby={legendId} onSubmit={submit}>
      <p id={legendId} className={styles.legend}>
        {facet.name}
      </p>
      <div className={styles.priceInputs}>
        <TextField
          label={label('from')}
          inputMode="decimal"
          placeholder={intl.formatNumber(range.min)}
          value={min}
          onChange={(event) => setMin(event.target.value)}
        />
        <TextField
          label={label('to')}
          inputMode="decimal"
          placeholder={intl.formatNumber(range.max)}
          value={max}
          error={error}
          onChange={(event) => setMax(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" size="small">
        {t('range.apply', { name: facet.name })}
      </Button>
    </form>
  );
}
