import { useIntl } from 'react-intl';
import type { ComponentParams } from 'shared-domain/contracts/content-components.ts';
import type { RendererProps } from '../components/component-renderers.tsx';
import { formWords } from './form-labels.ts';
import styles from './forms.module.css';
import { NewsletterForm } from './newsletter-form.tsx';
import { PublicForm } from './public-form.tsx';

/** The `form` component of a page edited in the admin: the same form as its own page. */
export function FormBlock({ component }: RendererProps) {
  const intl = useIntl();
  const { form, heading } = component.params as ComponentParams<'form'>;
  return (
    <section
      className={styles.block}
      aria-label={heading ?? intl.formatMessage({ id: formWords[form].title })}
    >
      <h2>{heading ?? intl.formatMessage({ id: formWords[form].title })}</h2>
      {form === 'newsletter' ? <NewsletterForm /> : <PublicForm kind={form} />}
    </section>
  );
}
