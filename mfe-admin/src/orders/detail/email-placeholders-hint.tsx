import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { orderEmailPlaceholders } from 'shared-domain/contracts/staff.ts';
import type { IdUnder, MessageId } from '../../messages/message-ids.ts';

/** What each placeholder becomes: a new placeholder in the contract without its words fails tsc. */
const placeholderMeaning: Record<(typeof orderEmailPlaceholders)[number], MessageId> = {
  '{number}': 'admin.order.compose.placeholder.number',
  '{customer}': 'admin.order.compose.placeholder.customer',
  '{items}': 'admin.order.compose.placeholder.items',
  '{statusLink}': 'admin.order.compose.placeholder.statusLink',
};

/**
 * The placeholders the api fills from the order, each with what it becomes. The tokens come from
 * the contract, not from the catalogue: braces in a message would be read as its arguments.
 */
export function EmailPlaceholdersHint() {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.order.compose.'>) => intl.formatMessage({ id: `admin.order.compose.${id}` });
  return (
    <>
      {t('placeholders')}{' '}
      {orderEmailPlaceholders.map((token, index) => (
        <Fragment key={token}>
          {index > 0 && ', '}
          <code>{token}</code> {intl.formatMessage({ id: placeholderMeaning[token] })}
        </Fragment>
      ))}
      . {t('paragraphs')}
    </>
  );
}
