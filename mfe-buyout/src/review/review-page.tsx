import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { areaPaths } from 'shared-domain';
import {
  EmptyState,
  Link,
  LoadError,
  PageLayout,
  SkeletonText,
  skipToken,
  useAppDispatch,
  useParams,
  useSearchParams,
  useShop,
} from 'shared-ui';
import { buyoutActions } from '../buyout/buyout-slice.ts';
import { useGetBuyoutQuery } from '../buyout-api.ts';
import styles from './review.module.css';
import { ReviewDetails } from './review-details.tsx';

/** /vykup/prehled/<id>?token=…: a saved buyout, read-only (review mode, view bit 8). */
export function ReviewPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { shop } = useShop();
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const token = search.get('token') ?? undefined;
  const { data, error, isLoading, refetch } = useGetBuyoutQuery(validId ? { id, token } : skipToken);

  useEffect(() => {
    if (data) dispatch(buyoutActions.reviewOpened(data));
  }, [data, dispatch]);
  // Leaving review mode: the next buyout starts from a clean slate.
  useEffect(
    () => () => {
      dispatch(buyoutActions.buyoutClosed());
    },
    [dispatch],
  );

  const title = intl.formatMessage({ id: 'buyout.review.title' });
  const notFound = !validId || (error && 'status' in error && (error.status === 404 || error.status === 403));
  if (notFound) {
    return (
      <PageLayout title={title} narrow>
        <EmptyState
          title={intl.formatMessage({ id: 'buyout.review.notFound' })}
          action={
            <Link to={areaPaths[shop].buyout}>{intl.formatMessage({ id: 'buyout.review.start' })}</Link>
          }
        >
          <p>{intl.formatMessage({ id: 'buyout.review.notFoundHint' })}</p>
        </EmptyState>
      </PageLayout>
    );
  }
  if (error) {
    return (
      <PageLayout title={title} narrow>
        <LoadError
          error={error}
          onRetry={refetch}
          title={intl.formatMessage({ id: 'buyout.review.loadError' })}
        />
      </PageLayout>
    );
  }
  if (isLoading || !data) {
    return (
      <PageLayout title={title} busy>
        <div className={styles.details} aria-hidden="true">
          <SkeletonText lines={4} />
          <SkeletonText lines={6} />
          <SkeletonText lines={5} />
        </div>
      </PageLayout>
    );
  }
  return (
    <PageLayout
      title={intl.formatMessage({ id: 'buyout.review.titleNumber' }, { number: data.number })}
      lead={intl.formatMessage({ id: 'buyout.review.lead' })}
    >
      <ReviewDetails data={data} />
    </PageLayout>
  );
}
