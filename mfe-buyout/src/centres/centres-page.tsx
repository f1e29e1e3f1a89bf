import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { areaPaths, type StoreSummary } from 'shared-domain';
import { Link, PageLayout, useShop } from 'shared-ui';
import { useGetPlacesQuery } from 'shared-ui/places';
import type { IdUnder } from '../messages/message-ids.ts';
import { BuyoutCentreList } from './centre-list.tsx';
import { CentreMap } from './centre-map.tsx';
import styles from './centres-page.module.css';

/**
 * The cards are shared-ui's CentreList, which renders them in the order given: the n-th article of the
 * list is the n-th centre.
 */
function cardsIn(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>('article')] : [];
}

/** `<base>/<centres>`: where to bring a device in person, on a map and as a list. */
export function CentresPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const listId = useId();
  const list = useRef<HTMLDivElement>(null);
  const { data: centres } = useGetPlacesQuery('buyout');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const t = (id: IdUnder<'buyout.centres.page.'>) => intl.formatMessage({ id: `buyout.centres.page.${id}` });

  useEffect(() => {
    cardsIn(list.current).forEach((card, index) => {
      card.toggleAttribute('data-selected', centres?.[index]?.id === selectedId);
    });
  }, [centres, selectedId]);

  function select(centre: StoreSummary) {
    setSelectedId(centre.id);
    const card = cardsIn(list.current)[centres?.indexOf(centre) ?? -1];
    if (!card) return;
    card.setAttribute('tabindex', '-1');
    card.focus({ preventScroll: true });
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'center' });
  }

  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      {centres && centres.length > 0 && (
        <CentreMap shop={shop} centres={centres} selectedId={selectedId} onSelect={select} listId={listId} />
      )}
      <div id={listId} ref={list} className={styles.list}>
        <BuyoutCentreList heading={t('list')} />
      </div>
      <p>
        {t('online')} <Link to={areaPaths[shop].buyout}>{t('onlineLink')}</Link>
      </p>
    </PageLayout>
  );
}
