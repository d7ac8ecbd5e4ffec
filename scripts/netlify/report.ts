/** The run's tally: each check printed as it is made, and the failures listed again at the end. */
export const failures: string[] = [];
let passed = 0;

export function check(name: string, ok: boolean, detail = ''): void {
  if (ok) passed += 1;
  else failures.push(`${name}${detail ? `: ${detail}` : ''}`);
  process.stdout.write(`  ${ok ? '✓' : '✗'} ${name}${ok || !detail ? '' : ` (${detail})`}\n`);
}

export const passedCount = (): number => passed;
