import { createShellConfig } from '../tools/rspack-config.mjs';

export default (env) => createShellConfig({ projectDir: import.meta.dirname, devPort: 4100 }, env);
