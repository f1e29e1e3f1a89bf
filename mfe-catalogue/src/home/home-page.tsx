import { useIntl } from 'react-intl';
import { useDocumentTitle, useShop } from 'shared-ui';
import { LastVisited } from '../last-visited/last-visited.tsx';
import { AreaEntries } from './area-entries.tsx';
import { CategoryTiles } from './category-tiles.tsx';
import styles from './home.module.css';
import { HomeComponents } from './home-components.tsx';
import { NewIn } from './new-in.tsx';
import { ExpectedProducts, NewlyStocked, TimeLimitedOffers } from './storefront-sections.tsx';

export function HomePage() {
  const intl = useIntl();
  const { variant } = useShop();
  // The shop's front page: the tab shows the shop's own name.
  useDocumentTitle(null);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>{intl.formatMessage({ id: 'catalogue.home.title' }, { shop: variant.title })}</h1>
        <p className={styles.lead}>{intl.formatMessage({ id: 'catalogue.home.lead' })}</p>
      </header>
      <CategoryTiles />
      <LastVisited />
      <TimeLimitedOffers />
      <NewlyStocked />
      <ExpectedProducts />
      <NewIn />
      <AreaEntries />
      <HomeComponents />
    </div>
  );
}
