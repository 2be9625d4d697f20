#!/usr/bin/env node
// The tower-press command. From the npm package it runs the compiled CLI (dist-cli/, made by
// `npm pack`); in a checkout of the repository it runs the TypeScript sources directly.
import { existsSync } from 'node:fs';
import module from 'node:module';

const [major, minor] = process.versions.node.split('.').map(Number);
const atLeast = (m, n) => major > m || (major === m && minor >= n);
const source = new URL('../generators/cli.ts', import.meta.url);
const compiled = new URL('../dist-cli/tower-press.js', import.meta.url);
const fromSource = existsSync(source);

if (fromSource ? !(atLeast(22, 18) && (major !== 23 || minor >= 6)) : !atLeast(20, 6)) {
  console.error(
    fromSource
      ? `Running tower-press from its sources needs Node 22.18 or newer (this is ${process.versions.node}).\n` +
          'Use `npx tower-press …` in the project, which runs on the Node 24 it installs, or install the packed CLI (see the README).'
      : `tower-press needs Node 20.6 or newer (this is ${process.versions.node}).`,
  );
  process.exit(1);
}
// The compile cache, as generators/cli.ts explains, on before the CLI's own modules load.
module.enableCompileCache?.();
const { main, guardStandardStreams } = await import(fromSource ? source.href : compiled.href);
guardStandardStreams();
process.exitCode = await main(process.argv.slice(2));
