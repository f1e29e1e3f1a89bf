import { createShellConfig } from '../tools/rspack-config.mjs';
import { StartAssetsPlugin } from './start-assets-plugin.mjs';

export default (env) => {
  const config = createShellConfig({ projectDir: import.meta.dirname, devPort: 4100 }, env);
  config.plugins.push(new StartAssetsPlugin());
  return config;
};
