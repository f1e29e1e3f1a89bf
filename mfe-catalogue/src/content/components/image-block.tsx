import type { ComponentParams } from 'shared-domain/contracts/content-components.ts';
import { Link } from 'shared-ui';
import type { RendererProps } from './component-renderers.tsx';
import styles from './content-blocks.module.css';

export function ImageBlock({ component }: RendererProps) {
  const params = component.params as ComponentParams<'image'>;
  const image = <img src={params.src} alt={params.alt} loading="lazy" />;
  return (
    <figure className={styles.figure}>
      {params.link ? <ContentLink to={params.link}>{image}</ContentLink> : image}
      {params.caption && <figcaption>{params.caption}</figcaption>}
    </figure>
  );
}

/** A shop path goes through the router; an absolute address is an ordinary link. */
export function ContentLink({ to, children }: { to: string; children: React.ReactNode }) {
  return to.startsWith('/') ? <Link to={to}>{children}</Link> : <a href={to}>{children}</a>;
}
