// Emits start-assets.json: the files the shell's start-up loads after main.js — the chunks behind
// its async boundary (`import('./bootstrap.tsx')`) and the shared libraries those chunks consume
// eagerly. The bff names them in the page as preloads, so the browser fetches them together with
// main.js instead of one after the other. Lazy parts of the shell (loaded on a later need) are
// left out: preloading them would make every page heavier.
const NAME = 'StartAssetsPlugin';
export const START_ASSETS_FILE = 'start-assets.json';

export class StartAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.entrypoints.get('main');
          if (!entry) return;
          const initial = new Set(entry.getFiles());
          const files = new Set();
          for (const group of startGroups(compilation, entry)) {
            for (const file of group.getFiles()) if (!initial.has(file)) files.add(file);
          }
          const list = [...files].sort();
          const assets = {
            js: list.filter((file) => file.endsWith('.js')),
            css: list.filter((file) => file.endsWith('.css')),
          };
          compilation.emitAsset(
            START_ASSETS_FILE,
            new sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * The entry's async children, then for every shared module a start-up chunk consumes, the chunks
 * the shell's own provided copy loads from: at start the shell is the only provider, so the
 * federation runtime loads the provided copy (its group can differ from the consumer's fallback).
 */
function startGroups(compilation, entry) {
  const providers = new Map();
  const consumers = [];
  for (const group of compilation.chunkGroups) {
    for (const { module } of group.origins) {
      const key = shareKey(module?.identifier() ?? '');
      if (module?.type === 'provide-module' && key) providers.set(key, group);
      if (module?.type === 'consume-shared-module' && key)
        consumers.push({ id: module.identifier(), key, group });
    }
  }
  const found = new Set(entry.childrenIterable);
  const queue = [...found];
  while (queue.length > 0) {
    const group = queue.shift();
    const modules = new Set();
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
        modules.add(module.identifier());
    }
    for (const consumer of consumers) {
      if (!modules.has(consumer.id)) continue;
      const loaded = providers.get(consumer.key) ?? consumer.group;
      if (found.has(loaded)) continue;
      found.add(loaded);
      queue.push(loaded);
    }
  }
  return found;
}

/** "provide shared module (default) react@19.3.1 = …" and "consume shared module (default) react@^19…" → "default:react". */
function shareKey(identifier) {
  const match = /^(?:provide|consume) shared module \(([^)]+)\) (.+?)@/.exec(identifier);
  return match ? `${match[1]}:${match[2]}` : undefined;
}
