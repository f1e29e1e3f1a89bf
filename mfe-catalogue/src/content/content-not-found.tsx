import { useIntl } from 'react-intl';
import { NotFound } from '../not-found/not-found.tsx';

/** The shop's not-found page, for a content URL nothing answers. */
export function ContentNotFound() {
  const intl = useIntl();
  return (
    <NotFound title={intl.formatMessage({ id: 'catalogue.notFound.title' })}>
      {intl.formatMessage({ id: 'catalogue.notFound.text' })}
    </NotFound>
  );
}
