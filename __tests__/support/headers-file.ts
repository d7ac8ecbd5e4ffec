import fs from 'fs';

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** The rules of the build's _headers, as Netlify reads them: a path, then its indented headers. */
export function headerRules(file = 'public/_headers'): HeaderRule[] {
  return fs
    .readFileSync(file, 'utf8')
    .split(/\n(?=\/)/)
    .map((block) => {
      const [first = '', ...lines] = block.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
      const headers = Object.fromEntries(
        lines.map((line) => {
          const [key = '', ...value] = line.trim().split(': ');
          return [key, value.join(': ')];
        }),
      );
      return { path: first.trim(), headers };
    })
    .filter((rule) => rule.path.startsWith('/'));
}

const matches = (rule: string, path: string) => (rule.endsWith('/*') ? path.startsWith(rule.slice(0, -1)) : rule === path);

/** The Content-Security-Policy values Netlify will send for an address: every matching rule's. */
export function policiesFor(path: string): string[] {
  return headerRules()
    .filter((rule) => matches(rule.path, path) && rule.headers['content-security-policy'])
    .map((rule) => rule.headers['content-security-policy'] as string);
}
