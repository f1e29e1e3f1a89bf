import { useIntl } from 'react-intl';
import { PageLayout } from 'shared-ui';
import type { FormKind } from './form-fields.ts';
import { formWords } from './form-labels.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { PublicForm } from './public-form.tsx';

/** A form on a page of its own: its title, what it is for, the form. */
export function FormPage({ kind }: { kind: FormKind | 'newsletter' }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: formWords[kind].title });
  return (
    <PageLayout title={title} lead={intl.formatMessage({ id: formWords[kind].lead })} narrow>
      {kind === 'newsletter' ? <NewsletterForm /> : <PublicForm kind={kind} />}
    </PageLayout>
  );
}
