import { createRemoteConfig } from '../tools/rspack-config.mjs';

export default (env) =>
  createRemoteConfig(
    {
      projectDir: import.meta.dirname,
      name: 'mfe_admin',
      devPort: 4106,
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
  );
