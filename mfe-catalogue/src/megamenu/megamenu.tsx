import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mobileMediaQuery, ShopIntlProvider } from 'shared-ui';
import { SearchBox } from '../search/search-box.tsx';
import { DesktopMegamenu } from './desktop-megamenu.tsx';
import { HamburgerMenu } from './hamburger-menu.tsx';
import styles from './megamenu.module.css';
import { storefrontMessagesFor } from './storefront-messages.ts';
import { useMediaQuery } from './use-media-query.ts';

/**
 * Header widget (exposed as mfe_catalogue/Megamenu): the catalogue's types and brands, as a
 * "Katalog" panel on wide screens and a hamburger menu below the mobile breakpoint (851 px).
 * The catalogue's search box sits next to it (the header's one catalogue slot). The shell's
 * IntlProvider has no catalogue messages, so the widget brings its own. `drawerExtras` is what the
 * shell moves into the hamburger drawer on phones (its other areas, language, account).
 */
export default function MegamenuWidget({ drawerExtras }: { drawerExtras?: ReactNode }) {
  const { locale, messages } = storefrontMessagesFor(useIntl().locale);
  return (
    <ShopIntlProvider locale={locale} messages={messages}>
      <div className={styles.headerWidget}>
        <Megamenu drawerExtras={drawerExtras} />
        <SearchBox className={styles.search} />
      </div>
    </ShopIntlProvider>
  );
}

export function Megamenu({ drawerExtras }: { drawerExtras?: ReactNode }) {
  return useMediaQuery(mobileMediaQuery) ? <HamburgerMenu extras={drawerExtras} /> : <DesktopMegamenu />;
}
