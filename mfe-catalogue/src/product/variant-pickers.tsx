import { useId } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { ProductVariant } from 'shared-domain';
import styles from './product-page.module.css';

export interface VariantPickersProps {
  variants: ProductVariant[];
  current: ProductVariant;
  onSelect: (variant: ProductVariant) => void;
}

export function storageLabel(gb: number, intl: IntlShape): string {
  return gb >= 1024 && gb % 1024 === 0
    ? intl.formatMessage({ id: 'catalogue.productPage.storageTb' }, { storage: gb / 1024 })
    : intl.formatMessage({ id: 'catalogue.productPage.storageGb' }, { storage: gb });
}

function unique<T, K>(items: T[], key: (item: T) => K): T[] {
  const seen = new Set<K>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Colour swatches and storage sizes as radio groups. Choosing one keeps the other choice when the
 * model comes in that combination, else takes the first variant that has the new choice.
 */
export function VariantPickers({ variants, current, onSelect }: VariantPickersProps) {
  const intl = useIntl();
  const name = useId();
  const colours = unique(
    variants.filter((v) => v.colour !== null),
    (v) => v.colour?.code,
  ).map((v) => v.colour!);
  const storages = unique(
    variants.filter((v) => v.storageGb !== null),
    (v) => v.storageGb,
  )
    .map((v) => v.storageGb!)
    .sort((a, b) => a - b);

  function pick(match: (v: ProductVariant) => boolean, keep: (v: ProductVariant) => boolean) {
    const next = variants.find((v) => match(v) && keep(v)) ?? variants.find(match);
    if (next && next.seoName !== current.seoName) onSelect(next);
  }

  return (
    <div className={styles.pickers}>
      {colours.length > 1 && (
        <fieldset className={styles.picker}>
          <legend>
            {intl.formatMessage({ id: 'catalogue.productPage.colour' })}:{' '}
            <strong>{current.colour?.name}</strong>
          </legend>
          <div className={styles.options}>
            {colours.map((colour) => (
              <label key={colour.code} className={styles.swatchOption}>
                <input
                  type="radio"
                  name={`${name}-colour`}
                  value={colour.code}
                  checked={current.colour?.code === colour.code}
                  onChange={() =>
                    pick(
                      (v) => v.colour?.code === colour.code,
                      (v) => v.storageGb === current.storageGb,
                    )
                  }
                />
                <span className={styles.swatch} style={{ backgroundColor: colour.hex }} aria-hidden="true" />
                <span className={styles.optionText}>{colour.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {storages.length > 1 && (
        <fieldset className={styles.picker}>
          <legend>{intl.formatMessage({ id: 'catalogue.productPage.storage' })}</legend>
          <div className={styles.options}>
            {storages.map((gb) => (
              <label key={gb} className={styles.storageOption}>
                <input
                  type="radio"
                  name={`${name}-storage`}
                  value={gb}
                  checked={current.storageGb === gb}
                  onChange={() =>
                    pick(
                      (v) => v.storageGb === gb,
                      (v) => v.colour?.code === current.colour?.code,
                    )
                  }
                />
                <span className={styles.optionText}>{storageLabel(gb, intl)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
