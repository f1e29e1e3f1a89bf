import { useIntl } from 'react-intl';
import type { ImportOutcome } from 'shared-domain';
import { Alert } from 'shared-ui';

/**
 * A file its kind refuses whole (invoice prices that do not match their orders): the server's
 * message and the rows it names, e.g. the invoice numbers. Nothing of such a file can be applied.
 */
export function ImportRefusal({ outcome }: { outcome: ImportOutcome }) {
  const intl = useIntl();
  const refusal = outcome.refusal;
  if (!refusal) return null;
  return (
    <Alert tone="error" title={intl.formatMessage({ id: 'admin.imports.refused.title' })}>
      <p>{refusal.message}</p>
      <ul>
        {refusal.keys.map((key) => (
          <li key={key}>{key}</li>
        ))}
      </ul>
    </Alert>
  );
}
