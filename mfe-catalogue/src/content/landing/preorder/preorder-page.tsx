import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'shared-domain';
import { productPath } from 'shared-domain';
import type { PreorderCreated } from 'shared-domain/contracts/landing.ts';
import { emailSchema, validationMessageOfIssue } from 'shared-domain/validation';
import {
  Alert,
  Button,
  fieldErrorsOf,
  isApiError,
  Link,
  LoadError,
  PageLayout,
  Price,
  Skeleton,
  TextField,
  useApiErrorMessage,
  useFormatDate,
  useParams,
} from 'shared-ui';
import { useGetProductPageQuery } from '../../../catalogue-api.ts';
import { ContentNotFound } from '../../content-not-found.tsx';
import styles from '../landing.module.css';
import { usePreorderProductMutation } from '../landing-api.ts';

/** `/predobjednavka/<product>`: reserve an expected product; an e-mail comes when it is in stock. */
export function PreorderPage() {
  const intl = useIntl();
  const { productSeo = '' } = useParams();
  const { data, error, refetch } = useGetProductPageQuery(productSeo);
  if (isApiError(error) && error.status === 404) return <ContentNotFound />;
  const product = data?.product;
  return (
    <PageLayout
      title={
        product
          ? intl.formatMessage({ id: 'landing.preorder.title' }, { product: product.name })
          : intl.formatMessage({ id: 'landing.preorder.fallbackTitle' })
      }
      narrow
      busy={!data && !error}
    >
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : !product ? (
        <Skeleton variant="rect" height={240} />
      ) : (
        <>
          <div className={styles.preorderProduct}>
            <img src={product.gallery[0]?.url} alt="" width={160} height={160} />
            <Price value={product.price} className={styles.price} />
          </div>
          {product.stock.online > 0 ? (
            <Alert tone="info" title={intl.formatMessage({ id: 'landing.preorder.inStock' })}>
              <Link to={productPath(product.type.seoName, product.seoName)}>
                {intl.formatMessage({ id: 'landing.preorder.buy' })}
              </Link>
            </Alert>
          ) : (
            <PreorderForm productSeo={product.seoName} />
          )}
        </>
      )}
    </PageLayout>
  );
}

function PreorderForm({ productSeo }: { productSeo: string }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const describeError = useApiErrorMessage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState<PreorderCreated | null>(null);
  const [preorder, { isLoading }] = usePreorderProductMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const checked = emailSchema.safeParse(email);
    if (!checked.success) {
      setError(validationMessageOfIssue(checked.error.issues[0]!, intl.locale as Locale));
      return;
    }
    setError(undefined);
    try {
      setDone(await preorder({ product: productSeo, email: checked.data }).unwrap());
    } catch (caught) {
      const fields = isApiError(caught) && caught.status === 400 ? fieldErrorsOf(caught.data) : {};
      if (fields.email) setError(fields.email);
      else setFailure(describeError(caught));
    }
  }
  if (done)
    return (
      <Alert
        tone="success"
        title={intl.formatMessage({ id: done.created ? 'landing.preorder.done' : 'landing.preorder.again' })}
      >
        {intl.formatMessage(
          { id: 'landing.preorder.expected' },
          { date: formatDate(`${done.expectedAt}T12:00:00Z`) },
        )}
      </Alert>
    );
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{intl.formatMessage({ id: 'landing.preorder.lead' })}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        id="preorder-email"
        label={intl.formatMessage({ id: 'landing.preorder.email' })}
        type="email"
        autoComplete="email"
        required
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
      />
      <Button
        type="submit"
        loading={isLoading}
        loadingLabel={intl.formatMessage({ id: 'landing.preorder.sending' })}
      >
        {intl.formatMessage({ id: 'landing.preorder.submit' })}
      </Button>
    </form>
  );
}
