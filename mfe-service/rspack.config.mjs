import { createRemoteConfig } from '../tools/rspack-config.mjs';

export default (env) =>
  createRemoteConfig(
    {
      projectDir: import.meta.dirname,
      name: 'mfe_service',
      devPort: 4104,
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
  );
