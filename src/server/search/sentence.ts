/** Endings of a request or question written as a sentence (…하고 싶어요, 추천, 할까요, 있나요, …?). */
const SENTENCE_END =
  /(?:싶어요|싶어|싶은데|추천|추천해\s*주세요|추천해줘|추천해요|할까요|될까요|좋을까요|있나요|있을까요|없나요|주세요|해줘|뭐가\s*좋아요|좋아요|\?|？)$/u;
const ENGLISH_ASK = /^(?:i\s+(?:want|need|am looking)|looking for|what|which|how|recommend|something)\b/iu;

/**
 * Rule "sentence-like query": four words or more, or a request's ending (싶어요, 추천, 할까요, 있나요,
 * 주세요, a question mark), or an English request (I want…, what…). Such a keyword is offered the AI
 * search, which reads sentences.
 */
export function isSentenceLike(keyword: string): boolean {
  const text = keyword.normalize('NFC').trim();
  if (text === '') return false;
  if (text.split(/\s+/).length >= 4) return true;
  return SENTENCE_END.test(text) || ENGLISH_ASK.test(text);
}
