import { createRemoteConfig } from '../tools/rspack-config.mjs';

export default (env) =>
  createRemoteConfig(
    {
      projectDir: import.meta.dirname,
      name: 'mfe_warehouse',
      devPort: 4107,
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
  );
