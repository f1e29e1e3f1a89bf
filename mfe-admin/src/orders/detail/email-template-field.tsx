import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { OrderEmailTemplate } from 'shared-domain';
import { ConfirmDialog, SelectField } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useGetOrderEmailTemplatesQuery } from '../orders-api.ts';

export interface EmailTemplateFieldProps {
  orderNumber: string;
  /** The key of the template the fields were last filled from, '' for none. */
  value: string;
  /** The fields hold the staff member's own words: a template must not replace them unasked. */
  hasOwnText: boolean;
  onChoose: (template: OrderEmailTemplate) => void;
}

/**
 * The shop's starting points for the e-mail. Choosing one fills the subject and the body; when that
 * would throw away what staff wrote, they are asked first. Without templates (still loading, or
 * they failed) the text can still be written by hand, so a failure is a hint, not a blocking error.
 */
export function EmailTemplateField({ orderNumber, value, hasOwnText, onChoose }: EmailTemplateFieldProps) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.order.compose.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.order.compose.${id}` }, values);
  const { data, isLoading, isError } = useGetOrderEmailTemplatesQuery(orderNumber);
  const templates = data?.templates ?? [];
  const [replacing, setReplacing] = useState<OrderEmailTemplate | null>(null);

  const choose = (key: string) => {
    const template = templates.find((candidate) => candidate.key === key);
    if (!template) return;
    if (hasOwnText) setReplacing(template);
    else onChoose(template);
  };

  let hint: string | undefined;
  if (isLoading) hint = t('templatesLoading');
  else if (isError) hint = t('templatesFailed');

  return (
    <>
      <SelectField
        label={t('template')}
        placeholder={t('templatePlaceholder')}
        options={templates.map((template) => ({ value: template.key, label: template.name }))}
        value={value}
        disabled={templates.length === 0}
        hint={hint}
        onChange={(event) => choose(event.target.value)}
      />
      <ConfirmDialog
        open={replacing !== null}
        title={t('replaceTitle')}
        confirmLabel={t('replaceConfirm')}
        cancelLabel={t('replaceKeep')}
        onCancel={() => setReplacing(null)}
        onConfirm={() => {
          if (replacing) onChoose(replacing);
          setReplacing(null);
        }}
      >
        <p>{t('replaceText', { name: replacing?.name ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
