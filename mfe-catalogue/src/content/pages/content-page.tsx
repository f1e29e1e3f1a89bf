import { useIntl } from 'react-intl';
import { homePageSlug } from 'shared-domain/contracts/content-pages.ts';
import {
  Alert,
  isApiError,
  LoadError,
  Navigate,
  PageLayout,
  Skeleton,
  SkeletonText,
  useMetaDescription,
  useParams,
  useSearchParams,
} from 'shared-ui';
import { ComponentRenderer } from '../components/component-renderers.tsx';
import { ContentNotFound } from '../content-not-found.tsx';
import styles from './content-page.module.css';
import { useGetContentPageQuery } from './content-pages-api.ts';

/** A page made of components: its title, then each component rendered by its type. */
export function ContentPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const preview = search.get('preview') ?? undefined;
  // The home page's components are read on the home page; here only staff preview its draft.
  const homeWithoutPreview = slug === homePageSlug && preview === undefined;
  const { data, error, refetch } = useGetContentPageQuery({ slug, preview }, { skip: homeWithoutPreview });
  useMetaDescription(data?.description ?? null);
  if (homeWithoutPreview) return <Navigate to="/" replace />;
  if (isApiError(error) && error.status === 404) return <ContentNotFound />;
  if (error)
    return (
      <PageLayout title={intl.formatMessage({ id: 'content.page.fallbackTitle' })} narrow>
        <LoadError error={error} onRetry={refetch} />
      </PageLayout>
    );
  if (!data)
    return (
      <PageLayout
        title={<Skeleton variant="text" width="12em" />}
        documentTitle={intl.formatMessage({ id: 'content.page.fallbackTitle' })}
        busy
      >
        <div aria-hidden="true" className={styles.skeleton}>
          <SkeletonText lines={6} />
        </div>
      </PageLayout>
    );
  return (
    <PageLayout title={data.title} lead={data.description || undefined}>
      {data.preview && (
        <Alert tone="info" title={intl.formatMessage({ id: 'content.page.previewTitle' })}>
          {intl.formatMessage({ id: 'content.page.previewText' })}
        </Alert>
      )}
      {data.components.map((component) => (
        <ComponentRenderer key={component.id} component={component} />
      ))}
    </PageLayout>
  );
}
