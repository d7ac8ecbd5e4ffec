import fs from 'fs/promises';
import path from 'path';

/** A JSON object file's content: empty when the file is missing or half-written (a crash mid-write starts it again). */
export async function readJsonRecord<T>(file: string): Promise<Record<string, T>> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, T>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return {};
    throw error;
  }
}

/** Replaces `file` in one step (a private copy, then a rename), so a reader never sees half of it. */
export async function replaceJsonFile(file: string, value: unknown): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(value), { mode: 0o600 });
  await fs.rename(temporary, file);
}
