import { createRemoteConfig } from '../tools/rspack-config.mjs';

export default (env) =>
  createRemoteConfig(
    {
      projectDir: import.meta.dirname,
      name: 'mfe_cart',
      devPort: 4102,
      exposes: { './routes': './src/routes.tsx', './CartBadge': './src/cart-badge/cart-badge.tsx' },
    },
    env,
  );
