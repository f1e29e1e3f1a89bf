import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { buyoutPagePath } from 'shared-domain/buyout';
import {
  isApiError,
  Link,
  LoadError,
  PageLayout,
  SkeletonText,
  useAppDispatch,
  useParams,
  useSearchParams,
  useShop,
} from 'shared-ui';
import { buyoutActions } from '../buyout/buyout-slice.ts';
import { useGetBuyoutQuery } from '../buyout-api.ts';
import { ThankYouContent } from './thank-you-content.tsx';

function buyoutIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `<base>/<thankYou>/:id?token=`: where a sale made online lands. */
export function ThankYouPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const id = buyoutIdOf(params.id);
  const token = searchParams.get('token') ?? undefined;
  const { data, error, isLoading, refetch } = useGetBuyoutQuery(
    { id: id ?? 0, token },
    { skip: id === null },
  );

  // The sale is made: the selector and the form start over, so going back cannot sell the device twice.
  useEffect(() => {
    dispatch(buyoutActions.buyoutClosed());
  }, [dispatch]);

  if (id === null || (isApiError(error) && error.status === 404)) return <ThankYouNotFound />;
  if (error) {
    return (
      <PageLayout title={intl.formatMessage({ id: 'buyout.thankYou.loadingTitle' })} narrow>
        <LoadError
          title={intl.formatMessage({ id: 'buyout.thankYou.loadError' })}
          error={error}
          onRetry={refetch}
        />
      </PageLayout>
    );
  }
  if (isLoading || !data) {
    return (
      <PageLayout title={intl.formatMessage({ id: 'buyout.thankYou.loadingTitle' })} narrow busy>
        <SkeletonText lines={6} />
      </PageLayout>
    );
  }
  return <ThankYouContent buyout={data} token={token} />;
}

function ThankYouNotFound() {
  const intl = useIntl();
  const { shop } = useShop();
  return (
    <PageLayout
      title={intl.formatMessage({ id: 'buyout.thankYou.notFound.title' })}
      lead={intl.formatMessage({ id: 'buyout.thankYou.notFound.text' })}
      narrow
    >
      <p>
        <Link to={buyoutPagePath(shop, 'tracking')}>
          {intl.formatMessage({ id: 'buyout.thankYou.notFound.tracking' })}
        </Link>
      </p>
    </PageLayout>
  );
}
