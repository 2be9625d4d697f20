#!/usr/bin/env node
// The tower-press CLI is written in TypeScript and run by Node's own type stripping.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18) || (major === 23 && minor < 6)) {
  console.error(
    `tower-press needs Node 22.18 or newer (this is ${process.versions.node}).\n` +
      'Run it from the project with `npx tower-press …`, which uses the Node 24 the project installs.',
  );
  process.exit(1);
}
const { main } = await import('../generators/cli.ts');
process.exitCode = await main(process.argv.slice(2));
