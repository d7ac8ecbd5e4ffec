interface JsonSourceFile {
  sourceInstanceName?: string;
  relativeDirectory?: string;
  name?: string;
}

const TYPE_BY_FILE: Record<string, string> = {
  'site/business': 'Business',
  'site/spelling': 'SpellingWords',
  'redirects/legacy-paths': 'LegacyRedirect',
  'home/process': 'ProcessStep',
  'home/pricing': 'PricingPlan',
  'home/trades': 'Trade',
  'portfolio/cases': 'PortfolioCase',
  'calculators/home-quote': 'HomeQuoteCalculator',
  'calculators/plumber': 'PlumberCalculator',
};
/** Files of the same kind on several pages (content/{page}/faq.json): one type, told apart by its `page` field. */
const TYPE_BY_NAME: Record<string, string> = {
  faq: 'FaqItem',
  testimonials: 'Testimonial',
};
/** Folders whose files are items of one type, wherever below them (content/articles/local-seo/{language}/). */
const TYPE_BY_FOLDER: Record<string, string> = {
  'articles/local-seo': 'LocalSeoArticle',
};
const typeOfFolder = (directory: string) =>
  Object.entries(TYPE_BY_FOLDER).find(([folder]) => directory === folder || directory.startsWith(`${folder}/`))?.[1];

/** GraphQL type names for content JSON files, so GraphiQL shows `business`, `allLocalSeoArticle`, … */
export function jsonTypeName({ node }: { node: JsonSourceFile }): string {
  // Translation files are read by gatsby-plugin-react-i18next as `Locale` nodes; this copy stays hidden.
  if (node.sourceInstanceName === 'locale') return 'LocaleFile';
  const directory = node.relativeDirectory ?? '';
  const file = `${directory}/${node.name ?? ''}`;
  const fromName = (node.name ?? 'Content').replace(/(^|[-_ ])(\w)/g, (_match, _sep: string, letter: string) => letter.toUpperCase());
  return TYPE_BY_FILE[file] ?? TYPE_BY_NAME[node.name ?? ''] ?? typeOfFolder(directory) ?? `${fromName}Json`;
}
