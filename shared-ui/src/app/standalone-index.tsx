import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';

/** Standalone mode only: a path the remote does not own lists the ones it does. */
export function StandaloneIndex({ paths }: { paths: string[] }) {
  const intl = useIntl();
  return (
    <EmptyState title={intl.formatMessage({ id: 'ui.standalone.title' })}>
      <p>{intl.formatMessage({ id: 'ui.standalone.description' })}</p>
      <ul>
        {paths.map((path) => (
          <li key={path}>
            <Link to={path}>{path}</Link>
          </li>
        ))}
      </ul>
    </EmptyState>
  );
}
