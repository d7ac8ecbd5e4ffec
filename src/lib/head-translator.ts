/**
 * Translation lookup outside React: for Gatsby's `Head` export, which renders outside the i18next provider. It reads the
 * same locale data the page query loaded (`locales` edges of gatsby-plugin-react-i18next).
 */
export interface LocaleEdges {
  readonly edges: ReadonlyArray<{
    readonly node: { readonly ns: string | null; readonly data: string | null; readonly language: string | null };
  }>;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A lookup over parsed namespace trees; the first namespace that has the key wins. */
export function createTranslator(namespaces: readonly unknown[]): Translate {
  return (key, values) => {
    for (const namespace of namespaces) {
      const found = lookup(namespace, key);
      if (typeof found === 'string') return interpolate(found, values);
    }
    throw new Error(`Missing translation "${key}"`);
  };
}

export function headTranslator(locales: LocaleEdges): Translate {
  return createTranslator(locales.edges.map(({ node }) => JSON.parse(node.data ?? '{}') as unknown));
}
