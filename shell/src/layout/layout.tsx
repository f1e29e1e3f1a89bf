import type { ReactNode } from 'react';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import styles from './layout.module.css';

export function Layout({ children, languageSelect }: { children: ReactNode; languageSelect: ReactNode }) {
  return (
    <div className={styles.page}>
      <Header languageSelect={languageSelect} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
