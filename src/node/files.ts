import fs from 'fs';
import path from 'path';

/** Every file under `dir` (recursively) whose name ends with `extension`, as paths joined to `dir`, sorted. */
export function filesUnder(dir: string, extension: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile())
    .sort();
}
