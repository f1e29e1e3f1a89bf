import { useIntl } from 'react-intl';
import { Link, useDocumentTitle, useShop } from 'shared-ui';
import styles from './not-found.module.css';

/** Every URL no remote and no catalogue page claims ends here, with a way back home. */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <NotFound title={intl.formatMessage({ id: 'catalogue.notFound.title' })}>
      {intl.formatMessage({ id: 'catalogue.notFound.text' })}
    </NotFound>
  );
}

export function NotFound({ title, children }: { title: string; children: string }) {
  const intl = useIntl();
  const { paths } = useShop();
  useDocumentTitle(title);
  return (
    <div className={styles.notFound}>
      <h1>{title}</h1>
      <p>{children}</p>
      <Link to={paths.home}>{intl.formatMessage({ id: 'catalogue.notFound.home' })}</Link>
    </div>
  );
}
