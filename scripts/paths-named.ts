/**
 * A step of `npm run check`: comments in code, README.md and docs/ name only repository paths that exist, so a
 * reader sent to `src/lib/leads/taps.ts` finds it. Prints each bad mention as file:line and fails if there is one.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import ts from 'typescript';

/** What a mention is checked against: the repository's files and folders, and its git-ignored outputs. */
export interface Repository {
  files: ReadonlySet<string>;
  folders: ReadonlySet<string>;
  /** Folders git ignores (build outputs, installed packages): what a comment names under them is not checked. */
  ignoredFolders: readonly string[];
}

export interface BadMention {
  file: string;
  line: number;
  path: string;
}

/** Folders at the root that a path may start with, and folders of src/ a comment may name without `src/`. */
const ROOT_FOLDERS = ['src', 'scripts', '__tests__', 'content', 'locales', 'docs', 'static', 'netlify', 'tools', '.ci'];
const SOURCE_FOLDERS = [
  'lib',
  'server',
  'node',
  'browser',
  'components',
  'templates',
  'cms',
  'api',
  'hooks',
  'illustrations',
  'brand',
  'page-loader',
];
/** A file named alone (`taps.ts`) is looked for anywhere in the repository: only kinds this repository writes by hand. */
const NAMED_ALONE = /\.(?:tsx?|mjs|cjs|sh)$/;
/** Gatsby writes it from the schema, whose descriptions are checked where they are written. */
const GENERATED_TYPES = 'src/gatsby-types.d.ts';
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/**
 * The paths a line of text names. A path starts at a root folder, a folder of src/ with a file at its end,
 * `./` or `../`, or is a file name with a source extension. An address (`/api/intake`), a package (`@netlify/blobs`)
 * or a URL is not a path: a path is not preceded by `/`, `@`, `.`, `:` or a letter.
 */
export function pathsIn(line: string): string[] {
  const found: string[] = [];
  const candidate = /(?<![\w/@.:~$-])(?:\.{1,2}\/)*[\w@{}*…$-][\w@.{}*…$[\]-]*(?:\/[\w@.{}*…$[\]-]*)*/g;
  for (const match of line.matchAll(candidate)) {
    const mention = match[0].replace(/[.:\]]+$/, '').replace(/:\d+(?:-\d+)?$/, '');
    const first = mention.split('/')[0]!;
    const relative = mention.startsWith('./') || mention.startsWith('../');
    const named =
      relative ||
      (mention.includes('/') && ROOT_FOLDERS.includes(first)) ||
      (mention.includes('/') && SOURCE_FOLDERS.includes(first) && /\.\w+$/.test(mention)) ||
      (!mention.includes('/') && NAMED_ALONE.test(mention) && !mention.startsWith('*'));
    if (named) found.push(mention);
  }
  return found;
}

/** The part of a mention before its first pattern (`{language}`, `*`, `…`, `[slug]`): what must exist of a glob. */
function literalPart(mention: string): string {
  const segments = mention.split('/');
  const patternAt = segments.findIndex((segment) => /[{}*…[\]$]/.test(segment));
  return patternAt === -1 ? mention : segments.slice(0, patternAt).join('/');
}

/** Whether a mention in `file` names something in the repository. */
export function exists(mention: string, file: string, repository: Repository): boolean {
  const literal = literalPart(mention).replace(/\/$/, '');
  if (literal === '' || literal === '.' || literal === '..') return true;
  const relative = mention.startsWith('./') || mention.startsWith('../');
  const bases = relative ? [path.posix.normalize(path.posix.join(path.posix.dirname(file), literal))] : [literal, `src/${literal}`];
  if (!relative && !mention.includes('/')) return [...repository.files].some((known) => path.posix.basename(known) === literal);
  return bases.some(
    (base) =>
      repository.ignoredFolders.some((ignored) => base === ignored || base.startsWith(`${ignored}/`)) ||
      repository.folders.has(base) ||
      EXTENSIONS.some((extension) => repository.files.has(base + extension)),
  );
}

/** The comments of a TypeScript or JavaScript file, each with the line it starts on (1-based). */
export function commentsOf(file: string, text: string): Array<{ line: number; text: string }> {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const comments: Array<{ line: number; text: string }> = [];
  // Every comment is trivia in front of some token (the end of the file's, at least): after the token before it on
  // its line, or on lines of its own. The parser has told regular expressions from divisions, so a `//` in a pattern
  // is not taken for a comment.
  const visit = (node: ts.Node) => {
    for (const range of [...(ts.getTrailingCommentRanges(text, node.pos) ?? []), ...(ts.getLeadingCommentRanges(text, node.pos) ?? [])]) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({ line: source.getLineAndCharacterOfPosition(range.pos).line + 1, text: text.slice(range.pos, range.end) });
    }
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return comments.sort((a, b) => a.line - b.line);
}

/** The bad mentions in one file's text: in its comments for code, in every line for Markdown. */
export function badMentions(file: string, text: string, repository: Repository): BadMention[] {
  // Parsing is the slow part: a file whose text names no missing path anywhere is not parsed for its comments.
  const missing = (lineText: string) => pathsIn(lineText).filter((mention) => !exists(mention, file, repository));
  if (!file.endsWith('.md') && missing(text).length === 0) return [];
  const lines = file.endsWith('.md')
    ? text.split('\n').map((line, index) => ({ line: index + 1, text: line }))
    : commentsOf(file, text).flatMap((comment) =>
        comment.text.split('\n').map((line, index) => ({ line: comment.line + index, text: line })),
      );
  return lines.flatMap(({ line, text: lineText }) => missing(lineText).map((mention) => ({ file, line, path: mention })));
}

/** The files whose comments (code) or lines (Markdown) are checked. */
export function isChecked(file: string): boolean {
  return (
    (/^(?:src|scripts|__tests__|netlify)\/.*\.(?:tsx?|[cm]?js)$/.test(file) && file !== GENERATED_TYPES) ||
    /^gatsby-[\w-]+\.tsx?$/.test(file) ||
    /^[\w-]+\.config\.[cm]?[jt]s$/.test(file) ||
    file === 'README.md' ||
    /^docs\/.*\.md$/.test(file)
  );
}

/** Every file under `root` outside the ignored folders: for a copy of the repository that is no git checkout. */
function walk(root: string, ignored: readonly string[], folder = ''): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.name === '.git' || ignored.includes(relative) || ignored.includes(entry.name)) return [];
    if (entry.isDirectory()) return walk(root, ignored, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/**
 * The files and folders of the working tree at `root` (committed or new, not deleted), and what git ignores. A copy
 * that is no git checkout (the editor's content build tests one) is read from the disk, its ignored folders left out.
 */
export function readRepository(root: string): Repository {
  const ignoredFolders = fs
    .readFileSync(path.join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
    .filter((line) => line && !line.startsWith('#') && !/[*!]/.test(line));
  const isCheckout = fs.existsSync(path.join(root, '.git'));
  const listed = (...args: string[]) =>
    execFileSync('git', ['ls-files', '-z', ...args], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter(Boolean);
  // Files on disk: committed or new, not deleted.
  const files = new Set(
    (isCheckout ? listed('--cached', '--others', '--exclude-standard') : walk(root, ignoredFolders)).filter((file) =>
      fs.existsSync(path.join(root, file)),
    ),
  );
  const folders = new Set(
    [...files].flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  );
  return { files, folders, ignoredFolders };
}

function main(): void {
  const root = path.resolve(__dirname, '..');
  const repository = readRepository(root);
  const bad = [...repository.files]
    .filter(isChecked)
    .sort()
    .flatMap((file) => badMentions(file, fs.readFileSync(path.join(root, file), 'utf8'), repository));
  for (const mention of bad) console.error(`${mention.file}:${mention.line}: ${mention.path} does not exist`);
  if (bad.length > 0) {
    console.error(`\n${bad.length} mention(s) of paths that do not exist: correct the path or reword the comment.`);
    process.exitCode = 1;
  }
}

if (require.main === module) main();
