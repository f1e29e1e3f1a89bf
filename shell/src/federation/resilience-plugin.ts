import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Runtime plugin of the shell: a remote that cannot be loaded must never take the page down. The
// plugin reports the failure once, in one place, and lets the error reach the caller, where the mount's error boundary shows the localized "try again" fallback.
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-resilience-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] ${id} could not be loaded (${lifecycle}):`, error);
      window.dispatchEvent(new CustomEvent('shop:remote-failed', { detail: { id, lifecycle } }));
      return undefined;
    },
  };
}
