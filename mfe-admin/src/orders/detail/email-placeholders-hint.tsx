import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { orderEmailPlaceholders } from 'shared-domain/contracts/staff.ts';

/**
 * The placeholders the api fills from the order, each with what it becomes. The tokens come from
 * the contract, not from the catalogue: braces in a message would be read as its arguments.
 */
export function EmailPlaceholdersHint() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.order.compose.${id}` });
  return (
    <>
      {t('placeholders')}{' '}
      {orderEmailPlaceholders.map((token, index) => (
        <Fragment key={token}>
          {index > 0 && ', '}
          <code>{token}</code> {t(`placeholder.${token.slice(1, -1)}`)}
        </Fragment>
      ))}
      . {t('paragraphs')}
    </>
  );
}
