import fs from 'node:fs';
import { validateDocsConfig, formatIssue } from '@mintlify/validation';
for (const f of process.argv.slice(2)) {
  const r = validateDocsConfig(JSON.parse(fs.readFileSync(f, 'utf8')));
  console.log(f, r.success ? 'OK' : r.error.issues.slice(0, 3).map(formatIssue).join('\n'));
}
