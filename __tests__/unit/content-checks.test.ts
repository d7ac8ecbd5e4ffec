import path from 'path';
import type { CreateNodeArgs, Node } from 'gatsby';
import { checkContentNode, checkHomeReviews } from '../../src/node/content-checks';
import { CONTENT, readJson, readMdx } from '../support/content';

/** What the build says of one MDX file under content/, through the function gatsby-node's onCreateNode calls. */
function buildSays(relativePath: string, frontmatter: Record<string, unknown>): string[] {
  const said: string[] = [];
  const file = { id: 'file', sourceInstanceName: 'content', relativePath } as unknown as Node;
  const node = { id: 'mdx', parent: 'file', internal: { type: 'Mdx' }, frontmatter } as unknown as Node;
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

/** What the build says of one JSON node (gatsby-transformer-json's: the file's `id` as `jsonId`). */
function buildSaysOfNode(type: string, relativePath: string, data: Record<string, unknown>): string[] {
  const said: string[] = [];
  const { id, ...rest } = data;
  const node = { ...rest, ...(id === undefined ? {} : { jsonId: id }), id: 'node', parent: 'file', internal: { type } } as unknown as Node;
  checkContentNode({
    node,
    getNode: (nodeId: string) => (nodeId === 'file' ? ({ id: 'file', relativePath } as unknown as Node) : undefined),
    reporter: { panicOnBuild: (message: string) => said.push(message) },
  } as unknown as CreateNodeArgs);
  return said;
}

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
    expect(buildSaysOfNode('LegacyRedirect', 'redirects/legacy-paths.json', { ...redirect, articleId: 'seo-1' })[0]).toMatch(
      /a page or an article id, one of the two/,
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
      reviews.map((review, index) => ({ ...review, id: `${relativePath}#${index}`, parent: relativePath })),
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
    const [message, ...more] = buildSaysOfReviews({
      'home/testimonials.json': home.map((review, index) => (index === 0 ? { ...review, onHomePage: false } : review)),
      'plumber/testimonials.json': plumber.map((review, index) => (index === 0 ? { ...review, onHomePage: true } : review)),
    });
    expect(more).toEqual([]);
    expect(message).toContain('content/home/testimonials.json: the home page in "en" shows 3 reviews: 2 are chosen');
    expect(message).toContain(`content/plumber/testimonials.json: ${String(plumber[0]!.name)} is marked "Show on the home page"`);
  });
});
