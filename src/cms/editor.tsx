/** @jsx h */
/**
 * The content editor's own script, loaded after Decap CMS on /admin/ (bundled by src/node/cms.ts with esbuild):
 * the site's JSON and MDX formats, the build's whole-entry check as a widget, previews of articles, legal texts and
 * portfolio cases in the site's own styles. Decap supplies `CMS`, `h` (its React's createElement, which the JSX here
 * compiles to), `createClass` and the preview and control props.
 */
import type { ContentSnapshot } from '../lib/content-model/entry-check';
import { readJsonFile, writeJsonFile } from './json-format';
import { readMdxFile, writeMdxFile } from './mdx-format';
import { modelCheckProblems } from './model-check';
import { startEditor } from './start';
import { registerPictureWidget } from './picture-widget';
import { dataOf, languageOf, text, type Immutable } from './entry-data';
import { registerPreviews, type Component } from './previews';
import { markTranslated, sortedChoices, type RelationChoice } from './relation-choices';

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
// The JSX below compiles to Decap's createElement, `h`.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
declare function h(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): JSX.Element;

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

registerPreviews(CMS);

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
