import { describe, expect, it } from 'vitest';
import { decodeDraft, EMPTY_DRAFT } from './studio.store';

describe('the draft kept in the browser across pages and the login', () => {
  it('reads back what it wrote', () => {
    const draft = { formulaId: 4, name: '숲', composition: { ...EMPTY_DRAFT.composition, loadPercent: 8 } };
    expect(decodeDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('starts over from anything that does not read as a draft', () => {
    expect(decodeDraft('not json')).toEqual(EMPTY_DRAFT);
    expect(decodeDraft('{"composition":{"notes":"x"}}')).toEqual(EMPTY_DRAFT);
    expect(decodeDraft('null')).toEqual(EMPTY_DRAFT);
  });
});
