import { useIntl } from 'react-intl';
import { Alert, Price, skipToken, useFormatDate, useSearchParams } from 'shared-ui';
import { useGetQuoteQuery } from '../buyout-api.ts';

/** An e-mailed quote reopened with ?quote=<token>: whether its price still holds. */
export function QuoteNotice() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const [params] = useSearchParams();
  const token = params.get('quote');
  const { data: quote, isError } = useGetQuoteQuery(token ?? skipToken);
  if (!token) return null;
  if (isError) return <Alert tone="warning">{intl.formatMessage({ id: 'buyout.quote.notFound' })}</Alert>;
  if (!quote) return null;
  const date = formatDate(quote.valid_until);
  if (quote.expired) {
    return (
      <Alert tone="warning" title={intl.formatMessage({ id: 'buyout.quote.expired.title' })}>
        {intl.formatMessage({ id: 'buyout.quote.expired' }, { date })}
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      {intl.formatMessage(
        { id: 'buyout.quote.valid' },
        { price: <Price key="price" value={{ amount: quote.price, currency: quote.currency }} />, date },
      )}
    </Alert>
  );
}
