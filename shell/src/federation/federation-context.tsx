import { createContext, type ReactNode, useContext } from 'react';
import type { RemoteRegistryEntry } from 'shared-domain';
import type { RemoteLoader } from './remote-loader.ts';

interface Federation {
  registry: RemoteRegistryEntry[];
  loader: RemoteLoader;
}

const FederationContext = createContext<Federation | null>(null);

export function FederationProvider({ registry, loader, children }: Federation & { children: ReactNode }) {
  return <FederationContext.Provider value={{ registry, loader }}>{children}</FederationContext.Provider>;
}

export function useFederation(): Federation {
  const value = useContext(FederationContext);
  if (!value) throw new Error('useFederation must be used inside <FederationProvider>');
  return value;
}
