// `npm run contract -- <manifest URL>`: says whether the running shell can host that build of a
// remote — the remote it names, exposing ./routes, with shared singletons the shell satisfies —
// before anyone points the registry at it. Exit code 0 when it fits, 1 with the reasons when not.
import { loadConfig } from '../config.ts';
import { ContractUnreadable, checkRemoteContract } from './remote-contract.ts';

const [url] = process.argv.slice(2);
if (!url) {
  console.error('Usage: npm run contract -- <manifest URL>');
  process.exit(2);
}
try {
  const verdict = await checkRemoteContract(loadConfig().staticRoot, url);
  if (verdict.problems.length > 0) {
    console.error(`Refused: ${url} cannot replace ${verdict.name}: ${verdict.problems.join('; ')}.`);
    process.exitCode = 1;
  } else {
    console.info(`${verdict.name} ${verdict.release.version} at ${url} fits the shell.`);
  }
} catch (error) {
  if (!(error instanceof ContractUnreadable)) throw error;
  console.error(`Refused: ${error.message}`);
  process.exitCode = 1;
}
