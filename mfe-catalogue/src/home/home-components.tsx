import { lazy } from 'react';
import { AfterIdle } from 'shared-ui';

// The components staff put on the home page in the admin. They load with the content chunk once
// the page is idle, below the home page's own sections, so the first paint carries none of it.
const HomeContent = lazy(() =>
  import(/* webpackChunkName: "content" */ '../content/pages/home-content.tsx').then((module) => ({
    default: module.HomeContent,
  })),
);

export function HomeComponents() {
  return (
    <AfterIdle>
      <HomeContent />
    </AfterIdle>
  );
}
