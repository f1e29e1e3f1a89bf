import { homePageSlug } from 'shared-domain/contracts/content-pages.ts';
import { ComponentRenderer } from '../components/component-renderers.tsx';
import { ContentIntl } from '../content-intl.tsx';
import styles from './content-page.module.css';
import { useGetContentPageQuery } from './content-pages-api.ts';

/**
 * The published components of the home page, in their order. The home page is whole without
 * them: while they load, when staff published none (404) or when the api cannot answer, nothing
 * is drawn here.
 */
export function HomeContent() {
  return (
    <ContentIntl>
      <HomePageComponents />
    </ContentIntl>
  );
}

function HomePageComponents() {
  const { data } = useGetContentPageQuery({ slug: homePageSlug });
  if (!data || data.components.length === 0) return null;
  return (
    <div className={styles.homeComponents}>
      {data.components.map((component) => (
        <ComponentRenderer key={component.id} component={component} />
      ))}
    </div>
  );
}
