// Emits shared-contract.json next to the shell's build: each shared module the shell provides, keyed
// as the shell shares it ("react", or "react-dom/" for every subpath), with the version provided. A remote is only let into the registry when every
// singleton it needs is provided here in a version its range accepts (bff/src/registry).
const NAME = 'SharedContractPlugin';
export const SHARED_CONTRACT_FILE = 'shared-contract.json';

export class SharedContractPlugin {
  /** @param {Record<string, { version: string }>} shared the shell's `shared` option */
  constructor(shared) {
    this.provided = {};
    for (const [request, { version }] of Object.entries(shared)) this.provided[request] = version;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const contract = { shared: this.provided };
          compilation.emitAsset(
            SHARED_CONTRACT_FILE,
            new sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** "react-dom/client" → "react-dom", "@scope/pkg/sub" → "@scope/pkg". */
export function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
