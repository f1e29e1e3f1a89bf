// `npm run registry -- <command>`: an operator moves the shop's remotes without rebuilding the
// shell or restarting the bff; every bff of the shop serves the change from its next page load.
//   list                                   each remote's current, canary and previous build
//   set <remote> <manifest URL>            everyone gets that build (after the contract check)
//   set <remote> <manifest URL> --canary N N % of browsers (sticky) get it, the rest keep theirs
//   promote <remote>                       everyone gets the canary
//   rollback <remote>                      stop the canary, or go back to the previous build
// SHOP, DATA_DIR, DATABASE_URL (or REGISTRY_DATABASE_URL / REGISTRY_FILE) pick the registry as the
// bff does.
import { loadConfig } from '../config.ts';
import { openRegistryStore } from './open-registry-store.ts';
import { ContractUnreadable, checkRemoteContract, isRemoteName } from './remote-contract.ts';
import {
  deployRelease,
  promoteCanary,
  RegistryChangeRefused,
  type RemoteDeployment,
  rollBack,
  startCanary,
} from './remote-deployments.ts';
import { RemoteRegistry } from './remote-registry.ts';

const config = loadConfig();
const store = openRegistryStore(config);
const registry = new RemoteRegistry(config, store);

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof RegistryChangeRefused || error instanceof ContractUnreadable)) throw error;
  console.error(`Refused: ${error.message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}

async function run([command, remote, url, ...options]: string[]): Promise<number> {
  if (command === 'list') return list();
  if (!['set', 'promote', 'rollback'].includes(command ?? '')) return usage();
  if (!remote || !isRemoteName(remote))
    throw new RegistryChangeRefused(`"${remote ?? ''}" is not a remote of this shell.`);
  const existing = (await store.read())[remote];
  const now = new Date();
  let deployment: RemoteDeployment;
  if (command === 'set') {
    if (!url) return usage();
    const verdict = await checkRemoteContract(config.staticRoot, url, remote);
    if (verdict.problems.length > 0) {
      throw new RegistryChangeRefused(`${url} cannot replace ${remote}: ${verdict.problems.join('; ')}.`);
    }
    const builtIn = await registry.builtIn(remote);
    deployment =
      options[0] === '--canary'
        ? startCanary(builtIn, existing, verdict.release, Number(options[1]), now)
        : deployRelease(builtIn, existing, verdict.release, now);
  } else {
    deployment = command === 'promote' ? promoteCanary(existing, now) : rollBack(existing, now);
  }
  await store.save(remote, deployment);
  console.info(`${config.shop} ${remote}: ${describe(deployment)}`);
  return 0;
}

async function list(): Promise<number> {
  const deployments = await store.read();
  for (const entry of await registry.entries(99)) {
    const deployment = deployments[entry.name];
    console.info(
      `${config.shop} ${entry.name}: ${deployment ? describe(deployment) : `${entry.version} at ${entry.entry} (built in)`}`,
    );
  }
  return 0;
}

function describe({ current, canary, previous }: RemoteDeployment): string {
  return [
    `${current.version} at ${current.entry}`,
    canary ? `canary ${canary.version} at ${canary.entry} for ${canary.percent} %` : '',
    previous ? `previous ${previous.version} at ${previous.entry}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

function usage(): number {
  console.error(
    'Usage: npm run registry -- list | set <remote> <manifest URL> [--canary <percent>] | promote <remote> | rollback <remote>',
  );
  return 2;
}
