import { useIntl } from 'react-intl';
import { Button, TextAreaField, TextField } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../content.module.css';
import type { ParamsFieldsProps } from './simple-params-fields.tsx';

interface FaqItem {
  question: string;
  answer: string;
}
interface FaqGroup {
  title: string;
  items: FaqItem[];
}

/** The FAQ as a list of groups, each a list of questions with answers; added and removed in place. */
export function FaqParamsEditor({ params, onChange, errorOf }: ParamsFieldsProps) {
  const intl = useIntl();
  const t = (key: IdUnder<'admin.content.faq.'>, values?: Record<string, number>) =>
    intl.formatMessage({ id: `admin.content.faq.${key}` }, values);
  const groups = (params.groups ?? []) as FaqGroup[];
  const setGroups = (next: FaqGroup[]) => onChange({ ...params, groups: next });
  const setGroup = (index: number, group: FaqGroup) =>
    setGroups(groups.map((current, at) => (at === index ? group : current)));

  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'admin.content.param.heading' })}
        value={String(params.heading ?? '')}
        onChange={(event) => onChange({ ...params, heading: event.target.value })}
        error={errorOf('heading')}
      />
      {errorOf('groups') && <p role="alert">{errorOf('groups')}</p>}
      {groups.map((group, g) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups are edited in place; their place is their identity.
        <fieldset key={g} className={styles.fieldset}>
          <legend>{t('group', { number: g + 1 })}</legend>
          <TextField
            label={t('groupTitle')}
            value={group.title}
            onChange={(event) => setGroup(g, { ...group, title: event.target.value })}
            error={errorOf(`groups.${g}.title`)}
            required
          />
          {errorOf(`groups.${g}.items`) && <p role="alert">{errorOf(`groups.${g}.items`)}</p>}
          {group.items.map((item, i) => {
            const setItem = (next: FaqItem) =>
              setGroup(g, { ...group, items: group.items.map((current, at) => (at === i ? next : current)) });
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: questions are edited in place; their place is their identity.
              <fieldset key={i} className={styles.fieldset}>
                <legend>{t('question', { number: i + 1 })}</legend>
                <TextField
                  label={t('questionText')}
                  value={item.question}
                  onChange={(event) => setItem({ ...item, question: event.target.value })}
                  error={errorOf(`groups.${g}.items.${i}.question`)}
                  required
                />
                <TextAreaField
                  label={t('answer')}
                  value={item.answer}
                  onChange={(event) => setItem({ ...item, answer: event.target.value })}
                  error={errorOf(`groups.${g}.items.${i}.answer`)}
                  required
                  rows={3}
                />
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={() => setGroup(g, { ...group, items: group.items.filter((_, at) => at !== i) })}
                  >
                    {t('removeQuestion', { number: i + 1 })}
                  </Button>
                </div>
              </fieldset>
            );
          })}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="small"
              onClick={() => setGroup(g, { ...group, items: [...group.items, { question: '', answer: '' }] })}
            >
              {t('addQuestion')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              onClick={() => setGroups(groups.filter((_, at) => at !== g))}
            >
              {t('removeGroup', { number: g + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => setGroups([...groups, { title: '', items: [{ question: '', answer: '' }] }])}
        >
          {t('addGroup')}
        </Button>
      </div>
    </>
  );
}
