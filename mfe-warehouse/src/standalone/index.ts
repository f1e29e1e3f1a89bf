// Standalone dev mode (`npm run dev -w <remote>`): this remote alone, with shared-ui's providers,
// against the bff. The async boundary lets the federation runtime set up shared modules first.
import('./standalone.tsx');
