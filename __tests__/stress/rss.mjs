// Loaded with `node --import` by the stress tests: writes the process's peak resident set (KiB) when it exits.
import fs from 'node:fs';

process.on('exit', () => {
  const file = process.env.NAVLINT_RSS_FILE;
  if (file) fs.writeFileSync(file, String(process.resourceUsage().maxRSS));
});
