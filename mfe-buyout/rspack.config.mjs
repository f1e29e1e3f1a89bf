import { createRemoteConfig } from '../tools/rspack-config.mjs';

export default (env) =>
  createRemoteConfig(
    {
      projectDir: import.meta.dirname,
      name: 'mfe_buyout',
      devPort: 4103,
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
  );
