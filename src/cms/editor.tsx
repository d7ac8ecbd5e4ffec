/** @jsx h */
/**
 * The content editor's own script, loaded after Decap CMS on /admin/ (bundled by src/node/cms.ts with esbuild):
 * the site's JSON and MDX formats, the build's whole-entry check as a widget, previews of articles, legal texts and
 * portfolio cases in the site's own styles. Decap supplies `CMS`, `h` (its React's createElement, which the JSX here
 * compiles to), `createClass` and the preview and control props.
 */
import { micromark } from 'micromark';
import { textBlocks } from '../lib/text-blocks';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '../lib/languages';
import type { PreviewFacts } from './facts';
import type { ContentSnapshot } from '../lib/content-model/entry-check';
import { readJsonFile, writeJsonFile } from './json-format';
import { readMdxFile, writeMdxFile } from './mdx-format';
import { modelCheckProblems } from './model-check';
import { startEditor } from './start';
import { registerPictureWidget } from './picture-widget';
import { previewDate, previewStars } from './preview-values';
import { markTranslated, sortedChoices, type RelationChoice } from './relation-choices';

/** An Immutable.js value as Decap hands it over. */
interface Immutable {
  toJS(): unknown;
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
}

/** What Decap passes a widget's control (https://decapcms.org/docs/custom-widgets/). */
interface ControlProps {
  entry: Immutable;
  /** The entry as it is now: the `entry` prop can be older, as Decap re-renders a field only when its own value changes. */
  getEntry?: () => Immutable;
  collection: Immutable;
  forID: string;
  classNameWrapper: string;
}

/** A control's validation result as Decap's widget wrapper reads it: true, or an error to show at the field. */
type Validity = true | { error: { type: 'CUSTOM'; message: string } };

interface ModelCheckControl {
  props: ControlProps;
  state: { checked: boolean };
  setState(state: { checked: boolean }): void;
  problems(): string[];
}

interface PreviewProps {
  entry: Immutable;
}

type Component = (props: PreviewProps) => JSX.Element;

interface DecapGlobal {
  init(): void;
  registerPreviewStyle(url: string): void;
  registerPreviewTemplate(name: string, component: Component): void;
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(value: unknown): string }): void;
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
  getWidget(name: string): { control: unknown; preview?: unknown; schema?: unknown } | undefined;
  registerEventListener(listener: { name: 'postSave'; handler: (event: { entry: Immutable }) => void }): void;
}

declare const CMS: DecapGlobal;
/** create-react-class, as Decap exposes it: its methods are bound, as Decap's wrapper calls `isValid` unbound. */
declare function createClass<T>(spec: T & ThisType<ModelCheckControl>): unknown;
/** Where the build wrote the snapshot of the content (src/node/cms.ts). */
declare const CONTENT_SNAPSHOT_URL: string;
declare function h(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): JSX.Element;
/** The configured facts the MDX texts show through components, per language (written in by the build). */
declare const PREVIEW_FACTS: PreviewFacts;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const dataOf = (entry: Immutable): Record<string, unknown> => {
  const data = entry.getIn(['data']);
  const plain = data && typeof (data as Immutable).toJS === 'function' ? (data as Immutable).toJS() : data;
  return isRecord(plain) ? plain : {};
};
const text = (value: unknown): string =>
  typeof value === 'string' ? value : value instanceof Date ? value.toISOString().slice(0, 10) : '';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const languageOf = (data: Record<string, unknown>): Language => (isLanguage(data.language) ? data.language : DEFAULT_LANGUAGE);

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

function GeneralArticlePreview({ entry }: PreviewProps) {
  const data = dataOf(entry);
  const language = languageOf(data);
  const facts = PREVIEW_FACTS[language];
  return page([
    <Header
      key="header"
      category={facts.categories[text(data.category)]}
      title={text(data.title)}
      meta={[text(data.author), previewDate(text(data.date), language)]}
    />,
    <p key="excerpt" className="lead mt-6">
      {text(data.excerpt)}
    </p>,
    <div key="body" className="article-body prose-body mt-10">
      <MdxBody body={text(data.body)} language={language} className="numbered-sections" />
    </div>,
    <Conclusion key="conclusion" label={facts.conclusion} html={markdownHtml(text(data.conclusion))} />,
  ]);
}

function LocalSeoPreview({ entry }: PreviewProps) {
  const data = dataOf(entry);
  const language = languageOf(data);
  const facts = PREVIEW_FACTS[language];
  return page([
    <Header
      key="header"
      category={facts.categories['local-seo']}
      title={text(data.title)}
      meta={[text(data.author), previewDate(text(data.date), language), `${text(data.service)} · ${text(data.city)}`]}
    />,
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
    <Conclusion key="conclusion" label={facts.conclusion} html={markdownHtml(text(data.conclusion))} />,
  ]);
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

// The site's files keep their key order and style through an edit (src/cms/json-format.ts, src/cms/mdx-format.ts).
CMS.registerCustomFormat('json-site', 'json', { fromFile: readJsonFile, toFile: writeJsonFile });
CMS.registerCustomFormat('mdx-site', 'mdx', { fromFile: readMdxFile, toFile: writeMdxFile });

/**
 * The snapshot of the content the build checked: what rules across files compare the edited entry against. Read
 * beside Decap's start; undefined while it loads, null if it could not be read (which the check then says).
 */
let snapshot: ContentSnapshot | null | undefined;
const snapshotRead = fetch(CONTENT_SNAPSHOT_URL)
  .then(async (response) => {
    snapshot = response.ok ? ((await response.json()) as ContentSnapshot) : null;
  })
  .catch(() => {
    snapshot = null;
  });

/**
 * The build's whole-entry check (src/cms/model-check.ts) as a field: Decap asks every control `isValid()` before it
 * publishes and shows an error at the field. It reads the entry as it is now (`getEntry`), and re-renders when the
 * entry changes where Decap lets it, so what it says after a publish follows the editor's typing.
 */
const ModelCheck = createClass({
  getInitialState() {
    return { checked: false };
  },
  shouldComponentUpdate(next: ControlProps, nextState?: { checked: boolean }) {
    return next.entry !== this.props.entry || (nextState !== undefined && nextState !== this.state);
  },
  problems(): string[] {
    const { collection } = this.props;
    const entry = this.props.getEntry?.() ?? this.props.entry;
    return modelCheckProblems(
      dataOf(entry),
      {
        path: entry.get('newRecord') ? '' : text(entry.get('path')),
        folder: text(collection.get('folder')),
        extension: text(collection.get('extension')),
      },
      snapshot ?? null,
    );
  },
  isValid(): Validity | Promise<void> {
    if (!this.state.checked) this.setState({ checked: true });
    // A publish in the first moment: Decap waits for a promise, and shows its rejection at the field.
    if (snapshot === undefined)
      return snapshotRead.then(() => {
        const problems = this.problems();
        if (problems.length) throw problems.join('; ');
      });
    const problems = this.problems();
    return problems.length ? { error: { type: 'CUSTOM', message: problems.join('; ') } } : true;
  },
  render() {
    // After a first publish, it says as the editor types whether the build now takes the entry.
    const problems = this.state.checked ? this.problems() : [];
    return (
      <p id={this.props.forID} className={this.props.classNameWrapper} data-testid="model-check">
        {!this.state.checked
          ? "The site's build checks this entry when you publish."
          : problems.length
            ? `The build would refuse this entry: ${problems.length === 1 ? 'one problem' : `${problems.length} problems`} (above).`
            : 'The build takes this entry as it is.'}
      </p>
    );
  },
});
CMS.registerWidget('model-check', ModelCheck);

/** Decap's relation control, as far as the sorted menu below uses it. */
interface RelationProps {
  field: Immutable;
  entry: Immutable;
}
interface RelationControl {
  props: RelationProps;
  parseHitOptions(hits: unknown[]): RelationChoice[];
}

/**
 * Every reference menu (src/cms/relation-choices.ts): Decap's own relation widget, with its choices sorted by name and,
 * in a "Translation of" menu, the English posts that have their translation in the collection's language marked
 * (from the snapshot). `options_length` in the configuration lets the menu show them all.
 */
function registerSortedRelation(): void {
  const relation = CMS.getWidget('relation');
  if (!relation) return;
  const Relation = relation.control as new (props: RelationProps) => RelationControl;
  class SortedRelation extends Relation {
    constructor(props: RelationProps) {
      super(props);
      // Decap's parseHitOptions is an instance property: the choices it parses are sorted (and marked) here.
      const parse = this.parseHitOptions;
      this.parseHitOptions = (hits) => this.ordered(parse(hits));
    }

    ordered(choices: RelationChoice[]): RelationChoice[] {
      const translationsIn = text(this.props.field.get('translations_in'));
      const entry = this.props.entry;
      const marked =
        translationsIn && snapshot
          ? markTranslated(choices, snapshot.articles, translationsIn, entry.get('newRecord') ? '' : text(entry.get('path')))
          : choices;
      return sortedChoices(marked, translationsIn || languageOf(dataOf(entry)));
    }
  }
  CMS.registerWidget('relation', SortedRelation, relation.preview, relation.schema);
}
registerSortedRelation();

/** Decap keeps its local backups in localForage's default store (IndexedDB), under `backup.{collection}[.{slug}]`. */
function deleteLocalBackup(key: string): void {
  const request = indexedDB.open('localforage');
  // No database yet: nothing to delete, and none is made here.
  request.onupgradeneeded = () => request.transaction?.abort();
  request.onsuccess = () => {
    const database = request.result;
    if (database.objectStoreNames.contains('keyvaluepairs'))
      database.transaction('keyvaluepairs', 'readwrite').objectStore('keyvaluepairs').delete(key);
    database.close();
  };
}

/**
 * After a save. Decap deletes a new entry's backup (`backup.{collection}`) at the saved entry's address, not the one it
 * was typed under, so the next new entry was offered the saved one's text as "unsaved changes": it goes on save (and
 * after Decap's 2-second backup timer). An existing entry is reopened from its file: Decap compares the form with the
 * entry as first loaded, so a value typed back to its old self would read "Published" while the file holds the new.
 */
CMS.registerEventListener({
  name: 'postSave',
  handler: ({ entry }) => {
    const collection = text(entry.get('collection'));
    if (entry.get('newRecord')) {
      deleteLocalBackup(`backup.${collection}`);
      setTimeout(() => deleteLocalBackup(`backup.${collection}`), 2500);
      return;
    }
    // After Decap's own steps of the save (all of them queued before this timer): through the list and back.
    const here = window.location.hash;
    setTimeout(() => {
      window.location.hash = `#/collections/${collection}`;
      setTimeout(() => {
        window.location.hash = here;
      }, 0);
    }, 0);
  },
});

CMS.registerPreviewStyle('/admin/preview.css');
for (const code of Object.keys(PREVIEW_FACTS)) {
  CMS.registerPreviewTemplate(`local-seo-${code}`, LocalSeoPreview);
  CMS.registerPreviewTemplate(`articles-${code}`, GeneralArticlePreview);
  CMS.registerPreviewTemplate(`legal-${code}`, LegalPreview);
}
CMS.registerPreviewTemplate('portfolio-cases', PortfolioPreview);

/** The inbox link (in the page, outside Decap) keeps out of the editor's way: shown on the lists, not over a form. */
const inboxLink = document.querySelector<HTMLElement>('[data-testid="admin-inbox-link"]');
const placeInboxLink = () => {
  if (inboxLink) inboxLink.hidden = /\/(entries|new)(\/|$|\?)/.test(window.location.hash);
};
window.addEventListener('hashchange', placeInboxLink);
placeInboxLink();

registerPictureWidget(CMS);
// Not awaited (`void`): the module's last step; Decap, or the setup help, takes the page when the configuration is read.
void startEditor(CMS);
