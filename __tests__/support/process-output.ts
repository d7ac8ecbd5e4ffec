import type { ChildProcess } from 'child_process';
import { stripVTControlCharacters } from 'util';

/** Everything a child process has written, stdout and stderr together, as it arrives. */
export function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  return () => stripVTControlCharacters(output);
}

/**
 * Resolves with the match once a child process says `pattern` (a server's "listening" line): the event itself, not a
 * poll. Rejects when the process exits first, or when `timeoutMs` passes (a deadline for a server that hangs).
 */
export function waitForOutput(child: ChildProcess, pattern: RegExp, name: string, timeoutMs: number): Promise<RegExpExecArray> {
  const output = collectOutput(child);
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', exited);
    };
    const check = () => {
      const match = pattern.exec(output());
      if (!match) return;
      done();
      resolve(match);
    };
    const exited = (code: number | null) => {
      done();
      reject(new Error(`${name} exited with ${code} before it was ready:\n${output().slice(-3000)}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${output().slice(-3000)}`));
    }, timeoutMs);
    // After collectOutput's listeners, so each chunk is in `output` when it is checked.
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', exited);
  });
}

/** Stops a child process: SIGTERM, then SIGKILL if it has not exited after `graceMs`; resolves once it has exited. */
export function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  });
}
