import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Alert, PageLayout, Spinner, useApiErrorMessage, useSearchParams } from 'shared-ui';
import { type NewsletterLinkAction, newsletterLinkWords } from './form-labels.ts';
import { useConfirmNewsletterMutation, useUnsubscribeFromNewsletterMutation } from './forms-api.ts';

/**
 * The pages the newsletter's e-mailed links open: the confirmation of a signup (double opt-in)
 * and the one-click unsubscribe. Each sends its token once, on opening.
 */
export function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const intl = useIntl();
  const describeError = useApiErrorMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, confirmed] = useConfirmNewsletterMutation();
  const [unsubscribe, unsubscribed] = useUnsubscribeFromNewsletterMutation();
  const result = action === 'confirm' ? confirmed : unsubscribed;
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    if (action === 'confirm') confirm(token);
    else unsubscribe(token);
  }, [action, token, confirm, unsubscribe]);

  const words = newsletterLinkWords[action];
  const title = intl.formatMessage({ id: words.title });
  return (
    <PageLayout title={title} narrow>
      {!token || result.isError ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'forms.newsletter.linkFailed' })}>
          {token ? describeError(result.error) : intl.formatMessage({ id: 'forms.newsletter.noToken' })}
        </Alert>
      ) : result.isSuccess ? (
        <Alert tone="success" title={intl.formatMessage({ id: words.done })}>
          {intl.formatMessage({ id: words.text }, { email: result.data.email })}
        </Alert>
      ) : (
        <Spinner label={intl.formatMessage({ id: words.working })} />
      )}
    </PageLayout>
  );
}
