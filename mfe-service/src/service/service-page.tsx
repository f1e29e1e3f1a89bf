import { useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLayout, Skeleton, Spinner, useAppSelector } from 'shared-ui';
import { DeviceSelector, type DeviceSelectorSeed } from 'shared-ui/device-selector';
import { ServiceCentreList } from '../centres/centre-list.tsx';
import { OperationsSection } from '../operations/operations-section.tsx';
import { ServiceSearchBox } from '../search/service-search-box.tsx';
import { useChooseSearchProduct } from '../search/use-choose-search-product.ts';
import { useChooseDevice } from '../selector/use-choose-device.ts';
import { useSelectionRestore } from '../selector/use-selection-restore.ts';
import { serviceSelectors } from '../service-state/service-slice.ts';
import styles from './service-page.module.css';

/**
 * The selector's frame while the URL's selection is being restored, no requests yet: the loaded
 * selector's rows (three labelled fields with their hints, then the colours), so nothing below it
 * moves when it arrives.
 */
function SelectorPlaceholder() {
  const intl = useIntl();
  return (
    <div className={styles.placeholder}>
      <div className={styles.placeholderStatus}>
        <Spinner size="small" label={intl.formatMessage({ id: 'service.selector.restoring' })} />
      </div>
      <div className={styles.placeholderFields}>
        {[0, 1, 2].map((field) => (
          <div key={field} className={styles.placeholderField}>
            <Skeleton width="40%" />
            <Skeleton variant="rect" height="var(--ui-control-height)" />
            <Skeleton width="70%" className={styles.placeholderHint} />
          </div>
        ))}
      </div>
      <div className={styles.placeholderColours}>
        <Skeleton width="20%" />
        <Skeleton width="50%" className={styles.placeholderHint} />
      </div>
    </div>
  );
}

/**
 * The service start page: find the device by the smart search or the selector, see its repairs,
 * tick some and go on to the booking. The service centres follow below.
 */
export function ServicePage() {
  const intl = useIntl();
  const headingId = useId();
  const { selected, searchProduct } = useAppSelector(serviceSelectors.selectService);
  // The selector's lists already known (a deep link's or a picked suggestion's selector data).
  const [seed, setSeed] = useState<DeviceSelectorSeed | null>(null);
  const { restoring, firstRestoreDone } = useSelectionRestore(setSeed);
  const choose = useChooseDevice();
  const chooseSearchProduct = useChooseSearchProduct(setSeed);
  const retry = useCallback(() => {
    if (selected.product_color) choose('product_color', selected.product_color, null);
    else if (searchProduct) chooseSearchProduct(searchProduct);
  }, [choose, chooseSearchProduct, selected.product_color, searchProduct]);

  const heading = (
    <h2 id={headingId} className={styles.sectionTitle}>
      {intl.formatMessage({ id: 'service.selector.title' })}
    </h2>
  );
  return (
    <PageLayout
      title={intl.formatMessage({ id: 'service.title' })}
      lead={intl.formatMessage({ id: 'service.lead' })}
    >
      <div className={styles.finder}>
        <ServiceSearchBox onChoose={chooseSearchProduct} />
        <p className={styles.or}>{intl.formatMessage({ id: 'service.selector.or' })}</p>
        <section aria-labelledby={headingId} aria-busy={restoring || undefined}>
          {restoring ? (
            <>
              {heading}
              <SelectorPlaceholder />
            </>
          ) : (
            <DeviceSelector
              scope="service"
              selected={selected}
              initialChoices={seed ?? undefined}
              onSelect={choose}
              legend={heading}
            />
          )}
        </section>
      </div>
      <OperationsSection onRetry={retry} />
      <ServiceCentreList waiting={!firstRestoreDone} />
    </PageLayout>
  );
}
