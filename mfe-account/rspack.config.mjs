import { createRemoteConfig } from '../tools/rspack-config.mjs';

export default (env) =>
  createRemoteConfig(
    {
      projectDir: import.meta.dirname,
      name: 'mfe_account',
      devPort: 4105,
      exposes: { './routes': './src/routes.tsx', './UserMenu': './src/user-menu/user-menu.tsx' },
    },
    env,
  );
