import { useIntl } from 'react-intl';
import type { BuyoutData } from 'shared-domain';
import { Price, useFormatDate } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { BuyoutStatusBadge } from './buyout-status.tsx';
import { FactList } from './fact-list.tsx';

export function BuyoutSummary({ buyout }: { buyout: BuyoutData }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const label = (id: IdUnder<'admin.buyout.summary.'>) =>
    intl.formatMessage({ id: `admin.buyout.summary.${id}` });
  return (
    <FactList
      title={label('title')}
      facts={[
        { label: label('status'), value: <BuyoutStatusBadge status={buyout.status} /> },
        {
          label: label('created'),
          value: (
            <time dateTime={buyout.created_at}>
              {formatDate(buyout.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          ),
        },
        { label: label('quality'), value: buyout.appraisal_result.quality },
        {
          label: label('price'),
          value: <Price value={{ amount: buyout.price, currency: buyout.currency }} />,
        },
        {
          label: label('gradePrice'),
          value: <Price value={{ amount: buyout.appraisal_result.price, currency: buyout.currency }} />,
        },
      ]}
    />
  );
}
