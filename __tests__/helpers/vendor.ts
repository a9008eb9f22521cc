import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './run.js';

/**
 * Where the platform's packages are read from: the project's own devDependencies, or the folder that
 * `NAVLINT_VENDOR_DIR` names (`npm run platform:drift` installs other versions there), which holds a `node_modules`.
 */
export const VENDOR_DIR = process.env.NAVLINT_VENDOR_DIR ? path.resolve(process.env.NAVLINT_VENDOR_DIR) : ROOT;

function packageDir(name: string): string {
  return path.join(VENDOR_DIR, 'node_modules', ...name.split('/'));
}

/** The version of a platform package where the tests read it. */
export function vendorVersion(name: string): string {
  return (JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as { version: string })
    .version;
}

/**
 * One module of a platform package, by its file. The packages' entry points load every module they have, some of
 * which need newer versions of each other than the registry holds; the functions compared here are leaves.
 */
export async function vendorModule<T>(name: string, file: string): Promise<T> {
  return (await import(pathToFileURL(path.join(packageDir(name), file)).href)) as T;
}
