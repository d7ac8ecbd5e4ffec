import { REVIEW_COUNT } from '../../src/lib/markets';
import path from 'path';
import type { CreateNodeArgs, Node } from 'gatsby';
import { checkArticleIdentities, checkContentNode, checkHomeReviews } from '../../src/node/content-checks';
import { parseNode } from '../../src/node/content-nodes';
import { CONTENT, readJson, readMdx } from '../support/content';
import { wordCount } from '../../src/lib/articles';
import { GENERAL_POST_MIN_WORDS, generalPostWordProblems, testimonialType } from '../../src/lib/content-model';

/** What the build says of one MDX file under content/, through the function gatsby-node's onCreateNode calls. */
function buildSays(relativePath: string, frontmatter: Record<string, unknown>, body?: string): string[] {
  const said: string[] = [];
  const file = { id: 'file', sourceInstanceName: 'content', relativePath } as unknown as Node;
  const node = {
    id: 'mdx',
    parent: 'file',
    internal: { type: 'Mdx' },
    frontmatter,
    ...(body !== undefined ? { body } : {}),
  } as unknown as Node;
  const args = {
    node,
    getNode: (id: string) => (id === 'file' ? file : undefined),
    reporter: { panicOnBuild: (message: string) => said.push(message) },
  } as unknown as CreateNodeArgs;
  checkContentNode(args);
  return said;
}

const [post] = readMdx(path.join(CONTENT, 'articles', 'general', 'en'));
const [terms] = readMdx(path.join(CONTENT, 'legal', 'nl'));
const relative = (file: string) => path.relative(CONTENT, file).split(path.sep).join('/');

describe("the build's check of MDX front matter", () => {
  it('passes the real files, dates as YAML reads them', () => {
    expect(post && terms).toBeTruthy();
    expect(buildSays(relative(post!.file), post!.data)).toEqual([]);
    expect(buildSays(relative(terms!.file), terms!.data)).toEqual([]);
  });

  it('stops the build on a general post shorter than a three-minute read, counting its text and conclusion as the editor does', () => {
    expect(buildSays(relative(post!.file), post!.data, post!.body)).toEqual([]);
    const body = post!.body.split(/\s+/).slice(0, 100).join(' ');
    const words = wordCount(`${body} ${String(post!.data.conclusion)}`);
    expect(words).toBeLessThan(GENERAL_POST_MIN_WORDS);
    expect(buildSays(relative(post!.file), post!.data, body)).toEqual([
      `content/${relative(post!.file)}: the text is ${words} words: a post reads in at least 3 minutes (600 words, the text and the conclusion together)`,
    ]);
    // The rule, with no file: as many words as it asks for are enough, one fewer is not.
    const conclusion = 'word '.repeat(10).trim();
    expect(generalPostWordProblems({ body: 'word '.repeat(GENERAL_POST_MIN_WORDS - 10), conclusion })).toEqual([]);
    expect(generalPostWordProblems({ body: 'word '.repeat(GENERAL_POST_MIN_WORDS - 11), conclusion })).toHaveLength(1);
    // MDX component tags are not words (the site's <HourlyRate /> fills in a fact).
    expect(generalPostWordProblems({ body: `${'word '.repeat(GENERAL_POST_MIN_WORDS - 1)}<HourlyRate />`, conclusion: '' })).toHaveLength(
      1,
    );
  });

  it('stops the build on a general post without a title, naming the file and the field', () => {
    const { title: _title, ...untitled } = post!.data;
    const [message, ...more] = buildSays(relative(post!.file), untitled);
    expect(more).toEqual([]);
    expect(message).toContain(`content/${relative(post!.file)}: `);
    expect(message).toMatch(/\btitle\b/);
  });

  it('names every problem at once: a keyword too many, a date not in the calendar, the wrong folder and file name', () => {
    const [message] = buildSays(relative(post!.file), {
      ...post!.data,
      keywords: ['a', 'b', 'c', 'd', 'e', 'f'],
      date: '2026-02-30',
      language: 'nl',
      slug: 'another-name',
    });
    expect(message).toMatch(/keywords/);
    expect(message).toMatch(/date: not a date in the calendar/);
    expect(message).toMatch(/language is "nl" in the folder for "en"/);
    expect(message).toMatch(/slug "another-name" is not the file's name/);
  });

  it('refuses a cover that is not one of the pictures, a trade the site does not list, and an id of old', () => {
    const [message] = buildSays(relative(post!.file), { ...post!.data, cover: 'gardening', trade: 'astronaut', id: '7' });
    expect(message).toMatch(/cover must be one of the following values: checklist, /);
    expect(message).toMatch(/trade: "astronaut" is not in content\/home\/trades\.json/);
    expect(message).toMatch(/a field the model does not have \(id\)/);
    // Without a cover or a trade the post is fine: its cover comes from its category.
    const { cover: _cover, trade: _trade, ...plain } = post!.data;
    expect(buildSays(relative(post!.file), plain)).toEqual([]);
  });

  it('checks a legal text against its own type, and leaves MDX outside content/ alone', () => {
    const { lastUpdated: _lastUpdated, ...undated } = terms!.data;
    expect(buildSays(relative(terms!.file), undated)[0]).toMatch(/lastUpdated/);
    const said: string[] = [];
    checkContentNode({
      node: { id: 'mdx', parent: 'other', internal: { type: 'Mdx' }, frontmatter: {} },
      getNode: () => ({ id: 'other', sourceInstanceName: 'locale', relativePath: 'x.mdx' }),
      reporter: { panicOnBuild: (message: string) => said.push(message) },
    } as unknown as CreateNodeArgs);
    expect(said).toEqual([]);
  });
});

/** A JSON item as gatsby-transformer-json makes it a node: the file's `id` as `jsonId`, the file as its parent. */
function jsonNode(type: string, data: Record<string, unknown>, nodeId = 'node', parent = 'file'): Node {
  const { id, ...rest } = data;
  return { ...rest, ...(id === undefined ? {} : { jsonId: id }), id: nodeId, parent, internal: { type } } as unknown as Node;
}

/** What the build says of one JSON node. */
function buildSaysOfNode(type: string, relativePath: string, data: Record<string, unknown>): string[] {
  const said: string[] = [];
  const node = jsonNode(type, data);
  checkContentNode({
    node,
    getNode: (nodeId: string) => (nodeId === 'file' ? ({ id: 'file', relativePath } as unknown as Node) : undefined),
    reporter: { panicOnBuild: (message: string) => said.push(message) },
  } as unknown as CreateNodeArgs);
  return said;
}

describe('a content node parsed by the model', () => {
  const [review] = readJson<Array<Record<string, unknown>>>(path.join(CONTENT, 'home', 'testimonials.json'));
  const getNode = (nodeId: string) =>
    nodeId === 'file' ? ({ id: 'file', relativePath: 'home/testimonials.json' } as unknown as Node) : undefined;

  it("reads as the file's item: its own id, without Gatsby's fields", () => {
    const parsed = parseNode(testimonialType.schema, jsonNode('Testimonial', review!), getNode);
    expect(parsed).toEqual(review);
    expect(parsed.id).toBe(review!.id);
  });

  it('is refused with its file and every problem named, not read half-typed', () => {
    const { name: _name, ...nameless } = review!;
    const bad = jsonNode('Testimonial', { ...nameless, rating: 6 });
    const message = (() => {
      try {
        parseNode(testimonialType.schema, bad, getNode);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^content\/home\/testimonials\.json: /);
    expect(message).toMatch(/\bname\b/);
    expect(message).toMatch(/\brating\b/);
  });
});

describe("the build's check of the site's own content (business, FAQ, trades, calculators, redirects)", () => {
  const business = readJson<Record<string, unknown>>(path.join(CONTENT, 'site', 'business.json'));
  const [faq] = readJson<Array<Record<string, unknown>>>(path.join(CONTENT, 'home', 'faq.json'));
  const plumber = readJson<Record<string, unknown>>(path.join(CONTENT, 'calculators', 'plumber.json'));
  const [redirect] = readJson<Array<Record<string, unknown>>>(path.join(CONTENT, 'redirects', 'legacy-paths.json'));

  it('passes the real files', () => {
    expect(buildSaysOfNode('Business', 'site/business.json', business)).toEqual([]);
    expect(buildSaysOfNode('FaqItem', 'home/faq.json', faq!)).toEqual([]);
    expect(buildSaysOfNode('PlumberCalculator', 'calculators/plumber.json', plumber)).toEqual([]);
    expect(buildSaysOfNode('LegacyRedirect', 'redirects/legacy-paths.json', redirect!)).toEqual([]);
  });

  it('stops on what the model refuses, naming the file and the field', () => {
    const [mail] = buildSaysOfNode('Business', 'site/business.json', { ...business, email: 'hello at tradecraft' });
    expect(mail).toMatch(/^content\/site\/business\.json: email: an e-mail address$/);
    const pricing = business.pricing as Record<string, unknown>;
    expect(buildSaysOfNode('Business', 'site/business.json', { ...business, pricing: { ...pricing, monthly: -1 } })[0]).toMatch(
      /pricing\.monthly/,
    );
    const { answer: _answer, ...unanswered } = faq!;
    expect(buildSaysOfNode('FaqItem', 'home/faq.json', unanswered)[0]).toMatch(/^content\/home\/faq\.json: .*answer/);
    const speeds = plumber.speeds as Array<Record<string, unknown>>;
    expect(
      buildSaysOfNode('PlumberCalculator', 'calculators/plumber.json', { ...plumber, speeds: [{ ...speeds[0], icon: 'NoSuchIcon' }] })[0],
    ).toMatch(/speeds\[0\]\.icon/);
    expect(buildSaysOfNode('LegacyRedirect', 'redirects/legacy-paths.json', { ...redirect, articleId: 'en/plumber-chicago' })[0]).toMatch(
      /a page or an article, one of the two/,
    );
    // An article is named by its language and slug now; a number of old is refused with what to write instead.
    const { page: _page, ...toArticle } = redirect!;
    expect(buildSaysOfNode('LegacyRedirect', 'redirects/legacy-paths.json', { ...toArticle, articleId: 'en/plumber-chicago' })).toEqual([]);
    expect(buildSaysOfNode('LegacyRedirect', 'redirects/legacy-paths.json', { ...toArticle, articleId: 'seo-1' })[0]).toMatch(
      /articleId: a language and a slug, e\.g\. en\/plumber-chicago/,
    );
    expect(
      buildSaysOfNode('Trade', 'home/trades.json', {
        id: 'roofer',
        label: { en: 'Roofer', nl: 'Dakdekker' },
        icon: 'Home',
        colour: 'red',
      })[0],
    ).toMatch(/a field the model does not have \(colour\)/);
  });
});

describe("the build's check of the home page's reviews", () => {
  /** What the build says of these review files, through the function gatsby-node's onPostBootstrap calls. */
  function buildSaysOfReviews(files: Record<string, Array<Record<string, unknown>>>): string[] {
    const said: string[] = [];
    const parents = Object.keys(files).map((relativePath) => ({ id: relativePath, relativePath }));
    const nodes = Object.entries(files).flatMap(([relativePath, reviews]) =>
      reviews.map((review, index) => jsonNode('Testimonial', review, `${relativePath}#${index}`, relativePath)),
    );
    checkHomeReviews({
      getNodesByType: (type: string) => (type === 'Testimonial' ? nodes : []),
      getNode: (id: string) => parents.find((parent) => parent.id === id),
      reporter: { panicOnBuild: (message: string) => said.push(message) },
    } as unknown as Parameters<typeof checkHomeReviews>[0]);
    return said;
  }
  const home = readJson<Array<Record<string, unknown>>>(path.join(CONTENT, 'home', 'testimonials.json'));
  const plumber = readJson<Array<Record<string, unknown>>>(path.join(CONTENT, 'plumber', 'testimonials.json'));

  it('passes the real files', () => {
    expect(buildSaysOfReviews({ 'home/testimonials.json': home, 'plumber/testimonials.json': plumber })).toEqual([]);
  });

  it('stops when a market has not exactly three chosen, or a plumber story is marked for the home page', () => {
    // The first ticked review unticked: its market's row is one short, whichever reviews an editor ticked.
    const ticked = home.find((review) => review.onHomePage === true)!;
    const [message, ...more] = buildSaysOfReviews({
      'home/testimonials.json': home.map((review) => (review === ticked ? { ...review, onHomePage: false } : review)),
      'plumber/testimonials.json': plumber.map((review, index) => (index === 0 ? { ...review, onHomePage: true } : review)),
    });
    expect(more).toEqual([]);
    expect(message).toContain(
      `content/home/testimonials.json: the home page in "${String(ticked.market)}" shows ${REVIEW_COUNT} reviews: ${REVIEW_COUNT - 1} are chosen`,
    );
    expect(message).toContain(`content/plumber/testimonials.json: ${String(plumber[0]!.name)} is marked "Show on the home page"`);
  });
});

/** What the build says of a set of articles, through the check gatsby-node's createPages runs first. */
function identityCheckSays(
  posts: Array<{ file: string; frontmatter: Record<string, unknown> }>,
  local: Array<{ file: string; language: string; slug: string }> = [],
) {
  const nodes: Node[] = [
    ...posts.map(({ file, frontmatter }, index) => ({ id: `mdx-${index}`, parent: file, internal: { type: 'Mdx' }, frontmatter })),
    // A legal text is MDX under content/ too, with no slug: not an article.
    { id: 'legal', parent: 'legal/en/terms.mdx', internal: { type: 'Mdx' }, frontmatter: { pageId: 'terms', language: 'en' } },
    ...local.map(({ file, language, slug }, index) => ({
      id: `seo-${index}`,
      parent: file,
      internal: { type: 'LocalSeoArticle' },
      language,
      slug,
    })),
  ] as unknown as Node[];
  try {
    checkArticleIdentities({
      getNodesByType: (type: string) => nodes.filter((node) => node.internal.type === type),
      getNode: (id: string) => ({ id, relativePath: id }) as unknown as Node,
    });
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe("the build's check of the articles' identities", () => {
  const english = { file: 'articles/general/en/quotes-that-win-jobs.mdx', frontmatter: { language: 'en', slug: 'quotes-that-win-jobs' } };
  const dutch = (slug: string, translationOf?: string) => ({
    file: `articles/general/nl/${slug}.mdx`,
    frontmatter: { language: 'nl', slug, ...(translationOf ? { translationOf } : {}) },
  });

  it('passes the real posts and city articles, and a Dutch post with no English original', () => {
    const real = readMdx(path.join(CONTENT, 'articles', 'general')).map((doc) => ({ file: relative(doc.file), frontmatter: doc.data }));
    expect(identityCheckSays(real)).toBe('');
    expect(identityCheckSays([english, dutch('offertes-die-winnen', 'quotes-that-win-jobs'), dutch('alleen-in-het-nederlands')])).toBe('');
  });

  it('refuses a translation of an English post that does not exist, naming the file', () => {
    expect(identityCheckSays([english, dutch('offertes-die-winnen', 'quotes-that-win-work')])).toBe(
      'content/articles/general/nl/offertes-die-winnen.mdx: translationOf "quotes-that-win-work" names no en post',
    );
    // A city article is no post to translate.
    expect(
      identityCheckSays(
        [dutch('loodgieter-chicago', 'plumber-chicago')],
        [{ file: 'articles/local-seo/en/plumber-chicago.json', language: 'en', slug: 'plumber-chicago' }],
      ),
    ).toMatch(/translationOf "plumber-chicago" names no en post/);
  });

  it('refuses two posts of one language translating the same post', () => {
    expect(
      identityCheckSays([
        english,
        dutch('offertes-die-winnen', 'quotes-that-win-jobs'),
        dutch('winnende-offertes', 'quotes-that-win-jobs'),
      ]),
    ).toBe(
      'content/articles/general/nl/offertes-die-winnen.mdx and content/articles/general/nl/winnende-offertes.mdx: two nl translations of "quotes-that-win-jobs"',
    );
  });

  it('refuses two articles with one slug in a language, a post and a city article alike', () => {
    const copy = { ...english, file: 'articles/general/en/quotes-that-win-jobs-copy.mdx' };
    expect(identityCheckSays([english, copy])).toMatch(/one en slug "quotes-that-win-jobs" for two articles/);
    const city = { file: 'articles/local-seo/nl/loodgieter-utrecht.json', language: 'nl', slug: 'loodgieter-utrecht' };
    expect(identityCheckSays([dutch('loodgieter-utrecht')], [city])).toBe(
      'content/articles/general/nl/loodgieter-utrecht.mdx and content/articles/local-seo/nl/loodgieter-utrecht.json: one nl slug "loodgieter-utrecht" for two articles',
    );
    // The same slug in two languages is two addresses: fine.
    expect(identityCheckSays([english, dutch('quotes-that-win-jobs')])).toBe('');
  });

  it('refuses an English post that says it translates one', () => {
    const other = {
      file: 'articles/general/en/other.mdx',
      frontmatter: { language: 'en', slug: 'other', translationOf: 'quotes-that-win-jobs' },
    };
    expect(identityCheckSays([english, other])).toMatch(
      /other\.mdx: translationOf "quotes-that-win-jobs": only a post in another language than en translates one/,
    );
  });
});
