import type { RouteObject } from 'react-router';
import type { Locale, RemoteName, ShopCode } from 'shared-domain';

/** A message catalogue: message id → ICU message in one language. */
export type Messages = Record<string, string>;

/**
 * What every remote's `./routes` module default-exports (docs/platform-contracts.md).
 * Importing the module is also when the remote injects its slices and endpoints.
 */
export interface RemoteModule {
  /** Federation name, e.g. 'mfe_cart'; the shell keys the remote's message cache by it. */
  name: RemoteName;
  /**
   * The remote's screens with absolute paths for one shop, built from shared-domain areaPaths
   * (the cart is "/kosik" in cz and "/cos" in ro). A function because the module is loaded before
   * anyone can tell it which shop it runs in.
   */
  routes(shop: ShopCode): RouteObject[];
  loadMessages(locale: Locale): Promise<Messages>;
}
