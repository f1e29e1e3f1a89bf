import { useIntl } from 'react-intl';
import type { Menu } from 'shared-domain';
import type { ContentMenuItem } from 'shared-domain/contracts/content-pages.ts';
import { Link, Spinner } from 'shared-ui';
import styles from './megamenu.module.css';

export interface MenuState {
  data: Menu | undefined;
  isError: boolean;
  refetch: () => void;
}

/** Loading, failure and emptiness of the menu tree, shared by the desktop panel and the hamburger. */
export function MenuStatus({ data, isError, refetch }: MenuState) {
  const intl = useIntl();
  if (isError)
    return (
      <p className={styles.status} role="alert">
        {intl.formatMessage({ id: 'catalogue.menu.loadError' })}{' '}
        <button type="button" className={styles.retry} onClick={refetch}>
          {intl.formatMessage({ id: 'catalogue.menu.retry' })}
        </button>
      </p>
    );
  if (!data)
    return (
      <p className={styles.status}>
        <Spinner size="small" label={intl.formatMessage({ id: 'catalogue.menu.loading' })} />
      </p>
    );
  return <p className={styles.status}>{intl.formatMessage({ id: 'catalogue.menu.empty' })}</p>;
}

/** The desktop panel: every type with its brands, all links. */
export function MenuColumns({ menu, onNavigate }: { menu: Menu; onNavigate: () => void }) {
  const intl = useIntl();
  return (
    <ul className={styles.columns}>
      {menu.types.map((type) => (
        <li key={type.id} className={styles.column}>
          <Link to={type.url} className={styles.typeLink} onClick={onNavigate}>
            {type.name}
          </Link>
          {type.brands.length > 0 && (
            <ul className={styles.brands}>
              {/* Keyed by URL: a child category may share a brand's seo name, never its URL. */}
              {type.brands.map((brand) => (
                <li key={brand.url}>
                  <Link to={brand.url} className={styles.brandLink} onClick={onNavigate}>
                    {intl.formatMessage(
                      { id: 'catalogue.menu.brandCount' },
                      { name: brand.name, count: brand.productCount },
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
      <ExtraLinks
        links={menu.links}
        itemClass={styles.column}
        linkClass={styles.typeLink}
        onNavigate={onNavigate}
      />
    </ul>
  );
}

/** The links staff added to the megamenu in the admin, after the categories: list items. */
export function ExtraLinks(props: {
  links: ContentMenuItem[];
  itemClass?: string;
  linkClass: string;
  onNavigate: () => void;
}) {
  return props.links.map((item, index) => (
    // Staff may list one address twice, under two labels.
    // biome-ignore lint/suspicious/noArrayIndexKey: the list only changes with a new menu
    <li key={index} className={props.itemClass}>
      <Link to={item.link} className={props.linkClass} onClick={props.onNavigate}>
        {item.label}
      </Link>
    </li>
  ));
}
