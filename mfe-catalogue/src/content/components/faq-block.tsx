import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ComponentParams } from 'shared-domain/contracts/content-components.ts';
import { TextField } from 'shared-ui';
import type { RendererProps } from './component-renderers.tsx';
import styles from './content-blocks.module.css';

type Faq = ComponentParams<'faq'>;
type FaqItem = Faq['groups'][number]['items'][number];

/** Lower case without diacritics: "prevod" finds "převod", "rata" finds "rată". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The groups with only the questions whose question or answer holds every word searched. */
export function searchFaq(groups: Faq['groups'], search: string): Faq['groups'] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => {
        const text = folded(`${item.question} ${item.answer}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.items.length > 0);
}

/** Questions grouped by topic, each a disclosure button revealing its answer, with a search box. */
export function FaqBlock({ component }: RendererProps) {
  const intl = useIntl();
  const params = component.params as Faq;
  const [search, setSearch] = useState('');
  const groups = searchFaq(params.groups, search);
  const found = groups.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <section>
      {params.heading && <h2>{params.heading}</h2>}
      <div className={styles.faqSearch}>
        <TextField
          label={intl.formatMessage({ id: 'content.faq.search' })}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <p role="status" aria-live="polite">
        {search.trim() ? intl.formatMessage({ id: 'content.faq.found' }, { count: found }) : ''}
      </p>
      {groups.map((group) => (
        <div key={group.title} className={styles.faqGroup}>
          <h3>{group.title}</h3>
          {group.items.map((item) => (
            <FaqQuestion key={item.question} item={item} />
          ))}
        </div>
      ))}
    </section>
  );
}

function FaqQuestion({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <div className={styles.faqItem}>
      <button
        type="button"
        className={styles.faqQuestion}
        aria-expanded={open}
        aria-controls={answerId}
        onClick={() => setOpen(!open)}
      >
        <span>{item.question}</span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <div id={answerId} className={styles.faqAnswer} hidden={!open}>
        {item.answer}
      </div>
    </div>
  );
}
