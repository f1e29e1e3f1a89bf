import type { ComponentParams } from 'shared-domain/contracts/content-components.ts';
import type { RendererProps } from './component-renderers.tsx';
import styles from './content-blocks.module.css';
import { ContentLink } from './image-block.tsx';

export function BannerBlock({ component }: RendererProps) {
  const params = component.params as ComponentParams<'banner'>;
  return (
    <section className={styles.banner}>
      <h2>{params.title}</h2>
      {params.text && <p>{params.text}</p>}
      {params.imageSrc && <img className={styles.bannerImage} src={params.imageSrc} alt="" loading="lazy" />}
      {params.link && params.linkLabel && <ContentLink to={params.link}>{params.linkLabel}</ContentLink>}
    </section>
  );
}
