import fs from 'fs';
import path from 'path';
import * as yup from 'yup';
import { MOCKUP_VIEWS, caseMockupBase } from '../lib/asset-paths';
import { portfolioCaseType, tradeType } from '../lib/content-model';
import type { TradeMotif } from '../lib/cover-choices';
import { caseMockupSvgs, type MockupCase } from './case-mockup-svg';
import { writeResponsiveWebp } from './raster';

/**
 * The portfolio's mockups, drawn at build time from each case's data (content/portfolio/cases.json) rather than by hand:
 * the mockup shows the name, phone, words and features its case and its site show (issue 56). Read through the
 * content model, so the build's own check of the file (src/node/content-checks.ts) and these drawings read one shape.
 */

const CASES_FILE = path.join('content', 'portfolio', 'cases.json');
const TRADES_FILE = path.join('content', 'home', 'trades.json');
/** The drawing of a trade the list does not know (the model refuses that case; the drawing need not fail first). */
const FALLBACK_MOTIF: TradeMotif = 'toolbox';

function readList<T extends yup.AnyObjectSchema>(file: string, schema: T): Array<yup.InferType<T>> {
  const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  return yup.array(schema).required().validateSync(data, { strict: true });
}

export interface CaseMockupSource {
  item: MockupCase;
  motif: TradeMotif;
}

/** Every case with the drawing of its trade (its cover motif in content/home/trades.json). */
export function readCaseMockupSources(): CaseMockupSource[] {
  const motifs = new Map(readList(TRADES_FILE, tradeType.schema).map((trade) => [trade.id, trade.cover.motif]));
  return readList(CASES_FILE, portfolioCaseType.schema).map((item) => ({ item, motif: motifs.get(item.trade) ?? FALLBACK_MOTIF }));
}

/** The case's place among the cases of its style, in the file's order: cases of one style get different layouts. */
export function styleVariant(sources: readonly CaseMockupSource[], index: number): number {
  const style = sources[index]?.item.style;
  return sources.slice(0, index).filter(({ item }) => item.style === style).length;
}

/** Writes the three mockups of every case to public/images/portfolio/ in every width; returns how many drawings. */
export async function writeCaseMockups(sources: readonly CaseMockupSource[] = readCaseMockupSources()): Promise<number> {
  const jobs = sources.flatMap(({ item, motif }, index) => {
    const svgs = caseMockupSvgs(item, motif, styleVariant(sources, index));
    return MOCKUP_VIEWS.map((view) => writeResponsiveWebp(svgs[view], caseMockupBase(item.slug, view)));
  });
  await Promise.all(jobs);
  return jobs.length;
}
