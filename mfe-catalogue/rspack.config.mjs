import { createRemoteConfig } from '../tools/rspack-config.mjs';

export default (env) =>
  createRemoteConfig(
    {
      projectDir: import.meta.dirname,
      name: 'mfe_catalogue',
      devPort: 4101,
      exposes: { './routes': './src/routes.tsx', './Megamenu': './src/megamenu/megamenu.tsx' },
    },
    env,
  );
