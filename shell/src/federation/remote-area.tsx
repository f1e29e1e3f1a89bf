import { Activity, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Locale, type RemoteRegistryEntry, remoteForPath } from 'shared-domain';
import {
  type Messages,
  RemoteFallback,
  type RemoteModule,
  ShopIntlProvider,
  Skeleton,
  useLocation,
  useRoutes,
  useShop,
} from 'shared-ui';
import { areaName } from './area-name.ts';
import { useFederation } from './federation-context.tsx';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { useRemoteModule } from './use-remote-module.ts';

/** Renders the remote that owns the current URL (longest mount prefix), loading it on first use. */
export function RemoteOutlet({ messages }: { messages: Messages }) {
  const { registry } = useFederation();
  const { pathname } = useLocation();
  const entry = remoteForPath(registry, pathname);
  if (!entry) return <RemoteFallback onRetry={() => window.location.reload()} />;
  // Keyed by remote, so switching areas never shows one remote's state inside another's mount.
  return <RemoteArea key={entry.name} entry={entry} messages={messages} />;
}

function RemoteArea({ entry, messages }: { entry: RemoteRegistryEntry; messages: Messages }) {
  const [state, retry] = useRemoteModule<{ default: RemoteModule }>(entry.name, 'routes');
  const intl = useIntl();
  const locale = intl.locale as Locale;
  // The customer reads the area's name in the shop's language, never the remote's internal name.
  const area = intl.formatMessage({ id: areaName[entry.name] });
  if (state.status === 'loading') return <AreaSkeleton />;
  if (state.status === 'failed') return <RemoteFallback area={area} onRetry={retry} />;
  return (
    <RemoteErrorBoundary fallback={(reset) => <RemoteFallback area={area} onRetry={reset} />}>
      <WithRemoteMessages module={state.module.default} locale={locale} base={messages}>
        <RemoteRoutes module={state.module.default} />
      </WithRemoteMessages>
    </RemoteErrorBoundary>
  );
}

function RemoteRoutes({ module }: { module: RemoteModule }) {
  const { shop } = useShop();
  return useRoutes(module.routes(shop));
}

const messageCache = new Map<string, Messages>();

function WithRemoteMessages({
  module,
  locale,
  base,
  children,
}: {
  module: RemoteModule;
  locale: Locale;
  base: Messages;
  children: ReactNode;
}) {
  const key = `${module.name}:${locale}`;
  const [own, setOwn] = useState<Messages | undefined>(messageCache.get(key));
  const [failed, setFailed] = useState<unknown>();
  useEffect(() => {
    if (messageCache.has(key)) {
      setOwn(messageCache.get(key));
      return;
    }
    let current = true;
    setOwn(undefined);
    module.loadMessages(locale).then(
      (loaded) => {
        messageCache.set(key, loaded);
        if (current) setOwn(loaded);
      },
      (error: unknown) => current && setFailed(error),
    );
    return () => {
      current = false;
    };
  }, [key, module, locale]);
  if (failed) throw failed;
  // While its messages load the area is already rendered, hidden: its page's code starts loading
  // alongside the messages instead of after them (one round trip less before the page paints).
  // The same tree becomes visible when the messages arrive; its effects (data requests) start then.
  return (
    <>
      {!own && <AreaSkeleton />}
      <Activity mode={own ? 'visible' : 'hidden'}>
        <ShopIntlProvider locale={locale} messages={own ? { ...base, ...own } : base}>
          {/* A page still loading suspends here, not above: the messages keep loading meanwhile. */}
          <Suspense fallback={<AreaSkeleton />}>{children}</Suspense>
        </ShopIntlProvider>
      </Activity>
    </>
  );
}

function AreaSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'shell.loadingArea' })}>
      <Skeleton height="2.5rem" width="40%" />
      <Skeleton height="12rem" />
    </div>
  );
}
