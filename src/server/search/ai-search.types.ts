/** Spec 2.2 AI search: the longest question taken (422 beyond). */
export const AI_QUESTION_MAX_LENGTH = 200;
/** How many products an answer shows, and how many candidates the model chooses among. */
export const AI_RESULT_LIMIT = 12;
export const AI_CANDIDATE_LIMIT = 20;

/** What a question asks for, as filters over the catalog. Prices are KRW, inclusive. */
export type Intent = {
  /** Categories (the products of each and everything below it). */
  categoryIds: number[];
  /** Scent keys of the vocabulary; 'unscented' is a preference, the others a filter. */
  scents: string[];
  /** Material keys: a product must be made of (or for) one of them. */
  materials: string[];
  /** Use and mood keys (kids room, gift, subtle…): preferences that rank, never exclude. */
  uses: string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Discounted products only. */
  sale: boolean;
  /** Products in stock only. */
  inStock: boolean;
  /** Words of the question not understood as anything above. */
  words: string[];
};

export const emptyIntent = (): Intent => ({
  categoryIds: [],
  scents: [],
  materials: [],
  uses: [],
  sale: false,
  inStock: false,
  words: [],
});

/** A removable chip of an understood filter; `key` is what `drop` takes to remove it. */
export type Chip = { key: string; label: string };

export type AiSearchSource = 'model' | 'rules';
