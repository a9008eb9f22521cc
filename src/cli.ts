#!/usr/bin/env node
import fs from 'node:fs';
import { main } from './cli/main.js';

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  fs,
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTTY: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
  env: process.env,
  writeFile: (file, text) => fs.writeFileSync(file, text),
});
