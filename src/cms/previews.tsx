/** @jsx h */
/**
 * The editor's previews of articles, legal texts and portfolio cases, in the site's own styles: the configured facts
 * in place of the MDX texts' components, both languages of a case's bilingual fields.
 */
import { micromark } from 'micromark';
import { textBlocks } from '../lib/text-blocks';
import type { Language } from '../lib/languages';
import type { PreviewFacts } from './facts';
import { previewDate, previewStars } from './preview-values';
import { dataOf, isRecord, languageOf, list, text, type Immutable } from './entry-data';

// The JSX below compiles to Decap's createElement, `h`.
declare function h(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): JSX.Element;
/** The configured facts the MDX texts show through components, per language (written in by the build). */
declare const PREVIEW_FACTS: PreviewFacts;

export interface PreviewProps {
  entry: Immutable;
}

export type Component = (props: PreviewProps) => JSX.Element;

/* The JSX below compiles to h(); these are plain function components. */

function Paragraphs({ value }: { value: string }) {
  return (
    <div>
      {textBlocks(value).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

function Conclusion({ label, html }: { label: string; html: string }) {
  return (
    <aside className="mt-12 rounded-2xl border-l-4 border-accent-500 bg-accent-50 p-6">
      <p className="text-sm font-bold uppercase tracking-wider text-accent-700">{label}</p>
      <div className="mt-2 space-y-3 text-slate-800 [&>p]:m-0" dangerouslySetInnerHTML={{ __html: html }} />
    </aside>
  );
}

const markdownHtml = (markdown: string) => micromark(markdown, { allowDangerousHtml: false });

/** An MDX body as the site shows it: the configured facts in place of their components (`<HourlyRate />`), the rest as Markdown. */
function MdxBody({ body, language, className = '' }: { body: string; language: Language; className?: string }) {
  const facts = PREVIEW_FACTS[language];
  const filled = body.replace(/<([A-Z][A-Za-z]*)\s*\/>/g, (tag, name: string) => facts.components[name] ?? tag);
  return <div className={className} dangerouslySetInnerHTML={{ __html: markdownHtml(filled) }} />;
}

function Header({ category, title, meta }: { category?: string; title: string; meta: string[] }) {
  return (
    <header>
      {category && (
        <p>
          <span className="badge">{category}</span>
        </p>
      )}
      <h1 className="heading-1 mt-4 text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
        {meta.filter(Boolean).map((item) => (
          <span key={item}>{item}</span>
        ))}
      </p>
    </header>
  );
}

const page = (children: JSX.Element[]) => <main className="container-page max-w-3xl py-10">{children}</main>;

/** An article as the site lays it out: its header (category, title, author, date and any further facts), its own parts, the conclusion. */
function articlePage(
  entry: Immutable,
  parts: (data: Record<string, unknown>, language: Language) => { category: string; meta: string[]; body: JSX.Element[] },
): JSX.Element {
  const data = dataOf(entry);
  const language = languageOf(data);
  const facts = PREVIEW_FACTS[language];
  const { category, meta, body } = parts(data, language);
  return page([
    <Header
      key="header"
      category={facts.categories[category]}
      title={text(data.title)}
      meta={[text(data.author), previewDate(text(data.date), language), ...meta]}
    />,
    ...body,
    <Conclusion key="conclusion" label={facts.conclusion} html={markdownHtml(text(data.conclusion))} />,
  ]);
}

function GeneralArticlePreview({ entry }: PreviewProps) {
  return articlePage(entry, (data, language) => ({
    category: text(data.category),
    meta: [],
    body: [
      <p key="excerpt" className="lead mt-6">
        {text(data.excerpt)}
      </p>,
      <div key="body" className="article-body prose-body mt-10">
        <MdxBody body={text(data.body)} language={language} className="numbered-sections" />
      </div>,
    ],
  }));
}

function LocalSeoPreview({ entry }: PreviewProps) {
  return articlePage(entry, (data) => ({
    category: 'local-seo',
    meta: [`${text(data.service)} · ${text(data.city)}`],
    body: [
      <div key="body" className="article-body prose-body mt-10">
        <div className="text-lg">
          <Paragraphs value={text(data.intro)} />
        </div>
        <ol className="m-0 list-none p-0">
          {list(data.sections)
            .filter(isRecord)
            .map((section, index) => (
              <li key={index}>
                <h2>
                  <span className="mr-2 text-accent-600">{index + 1}.</span>
                  {text(section.heading)}
                </h2>
                <Paragraphs value={text(section.content)} />
              </li>
            ))}
        </ol>
      </div>,
      <section key="cta" className="mt-12 rounded-2xl bg-brand-900 p-8 text-slate-200">
        <p className="mt-3">{text(data.cta)}</p>
      </section>,
      <ul key="testimonials" className="mt-12 grid gap-4">
        {list(data.testimonials)
          .filter(isRecord)
          .map((testimonial, index) => (
            <li key={index} className="card p-5">
              <p className="text-accent-500">{previewStars(testimonial.rating)}</p>
              <blockquote className="mt-3 text-slate-700">{text(testimonial.text)}</blockquote>
              <p className="mt-4 font-semibold text-brand-900">{text(testimonial.name)}</p>
              <p className="text-sm text-slate-600">{text(testimonial.location)}</p>
            </li>
          ))}
      </ul>,
      <ul key="areas" className="mt-8 flex flex-wrap gap-2">
        {list(data.serviceAreas).map((area) => (
          <li key={text(area)} className="rounded-full bg-brand-50 px-3.5 py-1.5 text-sm font-medium text-brand-800">
            {text(area)}
          </li>
        ))}
      </ul>,
    ],
  }));
}

function LegalPreview({ entry }: PreviewProps) {
  const data = dataOf(entry);
  const language = languageOf(data);
  return page([
    <header key="header" className="border-b border-slate-200 pb-6">
      <h1 className="heading-2">{text(data.title)}</h1>
      <p className="mt-3 text-sm text-slate-600">{previewDate(text(data.lastUpdated), language)}</p>
    </header>,
    <div key="body" className="prose-body mt-8">
      <MdxBody body={text(data.body)} language={language} />
    </div>,
  ]);
}

/** Both languages of a bilingual field, one under the other, as the editor pairs them. */
function Both({ value, as = 'p', className = '' }: { value: unknown; as?: string; className?: string }) {
  const texts = isRecord(value) ? value : {};
  return (
    <div>
      {Object.entries(texts).map(([language, translation]) => h(as, { key: language, lang: language, className }, text(translation)))}
    </div>
  );
}

function PortfolioPreview({ entry }: PreviewProps) {
  const cases = list(dataOf(entry).items).filter(isRecord);
  return (
    <main className="container-page py-10">
      {cases.map((item, index) => (
        <article key={index} className="border-t border-slate-200 py-10 first:border-t-0">
          <Both value={item.title} as="h2" className="heading-2 mt-2 first:mt-0" />
          <p className="mt-3 text-slate-600">
            <strong className="text-slate-800">{text(item.client)}</strong> · {text(item.location)}
          </p>
          <Both value={item.description} className="lead mt-4" />
          <div className="mt-8 grid gap-8 text-slate-700 sm:grid-cols-2">
            <div>
              <h3 className="heading-3">Challenge</h3>
              <Both value={item.challenge} className="mt-2" />
            </div>
            <div>
              <h3 className="heading-3">What we built</h3>
              <Both value={item.solution} className="mt-2" />
            </div>
          </div>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 sm:items-start">
            <div className="rounded-2xl bg-emerald-50 p-6 text-emerald-900">
              <Both value={item.result} className="text-2xl font-extrabold" />
              <Both value={item.resultDetail} className="mt-2" />
            </div>
            <figure className="rounded-2xl bg-slate-50 p-6">
              <Both value={item.testimonial} as="blockquote" className="text-lg italic text-slate-700" />
            </figure>
          </div>
        </article>
      ))}
    </main>
  );
}

interface DecapPreviews {
  registerPreviewStyle(url: string): void;
  registerPreviewTemplate(name: string, component: Component): void;
}

/** Each language's article and legal collections, and the portfolio, get their preview. */
export function registerPreviews(cms: DecapPreviews): void {
  cms.registerPreviewStyle('/admin/preview.css');
  for (const code of Object.keys(PREVIEW_FACTS)) {
    cms.registerPreviewTemplate(`local-seo-${code}`, LocalSeoPreview);
    cms.registerPreviewTemplate(`articles-${code}`, GeneralArticlePreview);
    cms.registerPreviewTemplate(`legal-${code}`, LegalPreview);
  }
  cms.registerPreviewTemplate('portfolio-cases', PortfolioPreview);
}
