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
 * IntlProvider has no catalogue messages, so the widget brings its own.
 */
export default function MegamenuWidget() {
  const { locale, messages } = storefrontMessagesFor(useIntl().locale);
  return (
    <ShopIntlProvider locale={locale} messages={messages}>
      <div className={styles.headerWidget}>
        <Megamenu />
        <SearchBox className={styles.search} />
      </div>
    </ShopIntlProvider>
  );
}

export function Megamenu() {
  return useMediaQuery(mobileMediaQuery) ? <HamburgerMenu /> : <DesktopMegamenu />;
}
