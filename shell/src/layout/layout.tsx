import { type ReactNode, useRef } from 'react';
import { DeferredFooter } from './deferred-footer.tsx';
import { Header } from './header.tsx';
import styles from './layout.module.css';
import { useFocusHeadingOnNavigation } from './use-focus-heading-on-navigation.ts';

export function Layout({ children, languageSelect }: { children: ReactNode; languageSelect: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(main);
  return (
    <div className={styles.page}>
      <Header languageSelect={languageSelect} />
      <main ref={main} id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <DeferredFooter />
    </div>
  );
}
