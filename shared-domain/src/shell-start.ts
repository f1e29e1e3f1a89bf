import type { BootData } from './contracts/boot.ts';
import type { RemoteRegistryEntry } from './remotes.ts';

// What the bff writes into the page so the shell starts without asking for it: the remote
// registry (GET /remotes.json) and, when the api answered in time, the boot aggregate
// (GET /api/bff/boot). A page without it (a remote's standalone page, an old cached page) makes
// the shell fetch both as before.

/** Id of the page's `<script type="application/json">` data block. */
export const SHELL_START_ELEMENT_ID = 'shell-start';

export interface ShellStartData {
  registry: RemoteRegistryEntry[];
  /** Left out when the api did not answer: the shell then asks /api/bff/boot itself. */
  boot?: BootData;
}
