// The architecture's performance budgets and the gates `npm test` holds them to.
// A gate equals its budget unless the first build measured above it; then the gate holds the
// measured value (rounded up to the next KB) and bench/RESULTS.md and the issue note state the gap.
// Never raise a gate silently: a change that needs more must say why in its commit.
import type { StorefrontPageName } from './page-weights/storefront-pages.ts';

export const budgets = {
  /** Initial JS of a storefront page, gzip (bench/src/page-weight.ts defines "initial"). */
  initialJsGzipBytes: {
    home: 160 * 1024,
    product: 160 * 1024,
    cart: 200 * 1024,
    buyout: 200 * 1024,
    service: 200 * 1024,
  } satisfies Record<StorefrontPageName, number>,
  remoteEntryGzipBytes: 10 * 1024,
  reactCopies: 1,
  federationRuntimeCopies: 1,
  // Issue 16 asks 90 % on PostgreSQL, side by side (the architecture said 60 %).
  proxiedToDirectThroughput: 0.9,
};

export const gates = {
  ...budgets,
  // Initial JS per page (bench/src/page-weight.ts), Czech shop; the Romanian one is a little lighter.
  // Home: 241.3 KB on 2026-11-21, 258.7 KB after issue 4's megamenu, 251.4 KB after issue 14;
  // product the same; cart 322 KB, buyout 336 KB before issue 16.
  // Issue 16, 2026-11-26: home 200.5, product 210.5, cart 276.4, buyout 282.6, service 278.8 KB.
  // The cart badge and user menu wait for idle behind the shell's stand-ins (decision 0003), Redux
  // Toolkit is tree-shaken inside shared-ui, the cart's checkout and order pages load on first
  // visit, remotes take the bundler runtime from the shell (decision 0005: 15 → 5.5 KB per
  // remoteEntry.js). The cart's gate keeps 4 KB for which remote provides zod first (loaded-first:
  // it varied 291.0–294.7 KB across runs). Left over the budget on every page: react-dom 63.6 KB,
  // Redux Toolkit with RTK Query 37.1 KB, the shell 32 KB, react-intl with its message parser
  // 14.5 KB, the megamenu (7.3 KB + texts) in every header; cart, buyout and service also zod with
  // the contracts and validation (47.5 KB). Next: precompiled messages without the parser, the
  // megamenu behind a stand-in, a lighter fetch layer than RTK Query on the boot path, validation
  // per form.
  // Issue 17, 2026-11-26: staff-only contracts left the shared contracts entry
  // (shared-domain/contracts/staff.ts): cart 272.0, buyout 278.1, service 274.4 KB; gates lowered.
  // Issue 19, 2026-11-27: the content pages load their code, texts and error words with their own
  // chunks (decision 0009); the header's texts lost the category filters' and the footer waits for
  // idle: home 199.7, product 209.7, cart 271.1, buyout 276.9, service 273.5 KB; gates lowered
  // (the cart's keeps its 4 KB).
  // Issue 19, later on 2026-11-27: the header carries only the menu's and search box's texts:
  // home 198.7, product 208.7, cart 270.2, buyout 276.0, service 272.6 KB; home, product and
  // service gates lowered (buyout's 277 stays: 276 would sit below the measured size).
  initialJsGzipBytes: {
    home: 199 * 1024,
    product: 209 * 1024,
    cart: 277 * 1024,
    buyout: 277 * 1024,
    service: 273 * 1024,
  } satisfies Record<StorefrontPageName, number>,
};
