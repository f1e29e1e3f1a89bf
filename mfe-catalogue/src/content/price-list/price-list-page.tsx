import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  EmptyState,
  LoadError,
  SelectField,
  Skeleton,
  TextField,
  useDocumentTitle,
  useSearchParams,
} from 'shared-ui';
import { useGetPriceListQuery } from '../content-api.ts';
import styles from './price-list.module.css';
import { PriceListDeviceView } from './price-list-device.tsx';

/** Typing pauses this long before the list is asked for again. */
const SEARCH_DELAY_MS = 300;

/** /cenik (ro /lista-preturi): repair and buyout prices per device, by device type and name. */
export function PriceListPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'catalogue.priceList.title' });
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? undefined;
  const [text, setText] = useState(params.get('q') ?? '');
  const [q, setQ] = useState(text.trim() || undefined);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim() || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, error, isLoading, isFetching, refetch } = useGetPriceListQuery({ type, q });

  let content: ReactNode;
  if (isLoading) content = <Skeleton variant="rect" height="30rem" />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (data.items.length === 0)
    content = <EmptyState headingLevel={2} title={intl.formatMessage({ id: 'catalogue.priceList.empty' })} />;
  else
    content = (
      <>
        {data.truncated && <p role="status">{intl.formatMessage({ id: 'catalogue.priceList.truncated' })}</p>}
        <ul className={styles.devices}>
          {data.items.map((device) => (
            <li key={device.modelId}>
              <PriceListDeviceView device={device} />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <div className={styles.page} aria-busy={isFetching || undefined}>
      <h1>{title}</h1>
      <p className={styles.lead}>{intl.formatMessage({ id: 'catalogue.priceList.lead' })}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom, where the pages are tested */}
      <div role="search" className={styles.filters}>
        <SelectField
          label={intl.formatMessage({ id: 'catalogue.priceList.type' })}
          value={type ?? ''}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value) next.set('type', event.target.value);
            else next.delete('type');
            setParams(next, { replace: true });
          }}
          options={[
            { value: '', label: intl.formatMessage({ id: 'catalogue.priceList.allTypes' }) },
            ...(data?.types ?? []).map((item) => ({ value: item.seoName, label: item.name })),
          ]}
        />
        <TextField
          type="search"
          label={intl.formatMessage({ id: 'catalogue.priceList.search' })}
          value={text}
          maxLength={60}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {content}
    </div>
  );
}
