import type { ComponentParams } from 'shared-domain/contracts/content-components.ts';
import type { RendererProps } from './component-renderers.tsx';
import styles from './content-blocks.module.css';

/** Paragraphs separated by a blank line; staff write plain text, never HTML. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function TextBlock({ component }: RendererProps) {
  const params = component.params as ComponentParams<'text'>;
  return (
    <section className={styles.text}>
      {params.heading && <h2>{params.heading}</h2>}
      {paragraphsOf(params.body).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their place.
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}
