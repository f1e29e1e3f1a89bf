// One place for the rspack + Module Federation setup of the shell and every remote.
// Each project's rspack.config.mjs calls one of the two factories below.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { packageOf, SharedContractPlugin } from './federation/shared-contract-plugin.mjs';

const root = path.resolve(import.meta.dirname, '..');
const federationDir = path.join(root, 'tools', 'federation');

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The shared singletons, each with requiredVersion from the project's package.json. */
export function sharedSingletons(projectDir) {
  const deps = readJson(path.join(projectDir, 'package.json')).dependencies;
  const version = (pkg) => readJson(path.join(root, 'node_modules', pkg, 'package.json')).version;
  // 'react-dom/', 'react/jsx-runtime', 'shared-domain/validation' take the version of their package.
  const single = (request) => ({
    singleton: true,
    requiredVersion: deps[packageOf(request)] ?? `^${version(packageOf(request))}`,
    version: version(packageOf(request)),
  });
  // @reduxjs/toolkit is not shared on its own: the fronts take it through shared-ui, whose build
  // keeps only the exports they use (shared-ui/src/redux.ts), like react-router.
  return {
    react: single('react'),
    'react/jsx-runtime': single('react/jsx-runtime'),
    'react-dom/': single('react-dom/'),
    'react-dom': single('react-dom'),
    'react-redux': single('react-redux'),
    'react-intl': single('react-intl'),
    'shared-ui': single('shared-ui'),
    'shared-ui/device-selector': single('shared-ui/device-selector'),
    'shared-ui/data-grid': single('shared-ui/data-grid'),
    'shared-domain': single('shared-domain'),
    'shared-domain/contracts': single('shared-domain/contracts'),
    'shared-domain/validation': single('shared-domain/validation'),
    'shared-domain/buyout': single('shared-domain/buyout'),
  };
}

function baseConfig({ projectDir, isDev, publicPath }) {
  return {
    context: projectDir,
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'cheap-module-source-map' : false,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(projectDir, 'dist'),
      publicPath,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      clean: true,
      uniqueName: path.basename(projectDir).replace('-', '_'),
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // Workspace sources are imported with their .ts extension (Node's type stripping needs it).
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      // `import styles from './x.module.css'`, as the components are written (and jest maps it).
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.(t|j)sx?$/,
          exclude: /node_modules[\\/](?!(shared-ui|shared-domain)[\\/])/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // Always the production JSX runtime: it is the shared `react/jsx-runtime`, so a remote
              // from a dev server renders inside the deployed (production) shell, and vice versa.
              transform: { react: { runtime: 'automatic', development: false, refresh: false } },
            },
            env: { targets: 'chrome >= 110, firefox >= 110, safari >= 16' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpg|webp|woff2)$/, type: 'asset' },
      ],
    },
    plugins: [
      // Dynamic imports by template (`./messages/${locale}.ts`) would otherwise also pull in the
      // tests next to the files; tests and their helpers never ship.
      new rspack.IgnorePlugin({ resourceRegExp: /\.test\.tsx?$/ }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    // Lazy compilation calls back to the page's own origin, which is the shop, not this dev server,
    // when the remote is loaded into the deployed shell through a developer override.
    lazyCompilation: false,
    stats: isDev ? 'minimal' : 'errors-warnings',
  };
}

/**
 * A remote: exposes ./routes (and its slot widgets), emits remoteEntry.js + mf-manifest.json and
 * takes the whole federation runtime from the host: runtime-core (externalRuntime) and the bundler
 * runtime (tools/federation). In dev it also serves a standalone page that mounts its own routes,
 * so the runtime is bundled there.
 */
export function createRemoteConfig({ projectDir, name, exposes, devPort }, env = {}) {
  const isDev = Boolean(env.dev);
  const config = baseConfig({ projectDir, isDev, publicPath: 'auto' });
  // The remote's own page is its standalone mode; the shop only ever loads remoteEntry.js.
  config.entry = { main: './src/standalone/index.ts' };
  config.plugins.push(
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedSingletons(projectDir),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      experiments: {
        externalRuntime: !isDev,
        // A remote loads no remotes of its own and never reads manifests: leave that code out of
        // remoteEntry.js (budget ≤ 10 KB gzip).
        optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
      },
    }),
  );
  if (isDev) {
    config.plugins.push(
      new rspack.HtmlRspackPlugin({ template: path.join(root, 'tools', 'standalone.html'), title: name }),
    );
    config.devServer = devServer(devPort);
  } else {
    // externalRuntime only takes runtime-core from the host; the bundler runtime (webpack-bundler-
    // runtime and the sdk, ~10 KB gzip) would still ship in every remoteEntry.js. The entry
    // runtime's import of it is swapped for a stand-in that takes the shell's (decision 0005).
    config.plugins.push(
      new rspack.NormalModuleReplacementPlugin(
        /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/,
        path.join(federationDir, 'remote-bundler-runtime.mjs'),
      ),
    );
  }
  return config;
}

/**
 * The host: no exposes, provides the federation runtime (runtime-core and the bundler runtime) to
 * every remote, registry read at runtime.
 */
export function createShellConfig({ projectDir, devPort }, env = {}) {
  const isDev = Boolean(env.dev);
  const config = baseConfig({ projectDir, isDev, publicPath: '/' });
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(projectDir),
      shareStrategy: 'loaded-first',
      runtimePlugins: [
        path.join(projectDir, 'src', 'federation', 'resilience-plugin.ts'),
        path.join(federationDir, 'provide-bundler-runtime-plugin.mjs'),
      ],
      manifest: false,
      dts: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    new SharedContractPlugin(sharedSingletons(projectDir)),
    new rspack.HtmlRspackPlugin({
      template: path.join(projectDir, 'src', 'index.html'),
      favicon: path.join(projectDir, 'src', 'favicon.svg'),
      inject: 'body',
    }),
  );
  if (isDev) config.devServer = devServer(devPort);
  return config;
}

function devServer(port) {
  const bff = process.env.BFF_URL ?? 'http://localhost:3000';
  return {
    port,
    hot: false,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/remotes', '/remotes.json'], target: bff, changeOrigin: false }],
  };
}
