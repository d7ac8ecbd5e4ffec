import { COVER_TOPICS, type CoverTopic } from './cover-choices';

/** What a general post says about its cover: its front matter's `cover` and `trade`, and its category. */
export interface PostCoverFields {
  /** A motif of COVER_TOPICS, chosen in the editor; absent for the default. */
  cover?: string | null;
  /** A trade id of content/home/trades.json, for a post about one trade. */
  trade?: string | null;
  category: string;
}

/**
 * A general post's cover: a motif of COVER_TOPICS (in the trade's palette when the post names a trade, else the
 * motif's own), or, for an industry post about one trade that chose no motif, that trade's own drawing (the tools of
 * its city-article covers, without a city).
 */
export type PostCover = { topic: CoverTopic; trade: string | null } | { topic: null; trade: string };

/** The motif of a post that chose none and is not drawn as its trade: a checklist suits any advice post. */
export const DEFAULT_COVER_TOPIC: CoverTopic = 'checklist';

const isCoverTopic = (value: unknown): value is CoverTopic => (COVER_TOPICS as readonly unknown[]).includes(value);

/**
 * The cover of a general post, from its own fields, with no table of posts: its `cover` and `trade`; a translation
 * takes each one it leaves out from its original (`original`, the English post it translates), so both versions show
 * one picture unless an editor chooses another. Without a motif: an industry-specific post about one trade gets that
 * trade's drawing, any other post the checklist (in its trade's palette when it names one). Throws on a motif outside
 * COVER_TOPICS (the content check refuses it first).
 */
export function postCover(post: PostCoverFields, original?: Omit<PostCoverFields, 'category'> | null): PostCover {
  const cover = post.cover ?? original?.cover ?? null;
  const trade = post.trade ?? original?.trade ?? null;
  if (cover !== null) {
    if (!isCoverTopic(cover)) throw new Error(`Unknown cover "${cover}": use one of ${COVER_TOPICS.join(', ')}`);
    return { topic: cover, trade };
  }
  if (trade !== null && post.category === 'industry-specific') return { topic: null, trade };
  return { topic: DEFAULT_COVER_TOPIC, trade };
}
