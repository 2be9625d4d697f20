// The tower-press CLI as its npm package runs it: the compiled bundle in dist-cli/, which the
// Wizard's Tower benchmark builds first (bin/tower-press.mjs would run the TypeScript sources).
import { main } from '../../../dist-cli/tower-press.js';

process.exitCode = await main(process.argv.slice(2));
