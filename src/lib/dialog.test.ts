import { afterEach, describe, expect, it } from 'vitest';
import { $dialogs, alertDialog, answerDialog, confirmDialog, promptDialog } from './dialog';

afterEach(() => {
  for (const d of $dialogs.get()) answerDialog(d.id, false);
});

describe('dialog queue', () => {
  it('queues an alert with its title and message until it is answered', async () => {
    const closed = alertDialog({ title: '알림', message: '마지막 페이지입니다.' });
    expect($dialogs.get()).toMatchObject([{ kind: 'alert', title: '알림', message: '마지막 페이지입니다.' }]);

    answerDialog($dialogs.get()[0]!.id, true);
    await expect(closed).resolves.toBeUndefined();
    expect($dialogs.get()).toEqual([]);
  });

  it('resolves a confirm with the answer given', async () => {
    const yes = confirmDialog({ message: '삭제할까요?' });
    const no = confirmDialog({ message: '정말요?' });
    const [first, second] = $dialogs.get();
    expect(first!.kind).toBe('confirm');
    expect(first!.title).toBeUndefined();

    answerDialog(second!.id, false);
    answerDialog(first!.id, true);
    await expect(yes).resolves.toBe(true);
    await expect(no).resolves.toBe(false);
  });

  it('keeps dialogs in the order they were opened', () => {
    void alertDialog({ message: 'a' });
    void alertDialog({ message: 'b' });
    expect($dialogs.get().map((d) => d.message)).toEqual(['a', 'b']);
  });

  it('ignores an answer for a dialog that is already closed', () => {
    void alertDialog({ message: 'once' });
    const { id } = $dialogs.get()[0]!;
    answerDialog(id, true);
    expect(() => answerDialog(id, true)).not.toThrow();
    expect($dialogs.get()).toEqual([]);
  });

  it('a prompt resolves with the trimmed text on OK, and null on cancel or with only spaces', async () => {
    const reason = promptDialog({ title: '반품 요청', message: '반품 사유를 적어 주세요.', inputLabel: '반품 사유' });
    expect($dialogs.get()).toMatchObject([{ kind: 'prompt', input: { label: '반품 사유', maxLength: 500 } }]);
    answerDialog($dialogs.get()[0]!.id, true, '  향이 달라요 ');
    await expect(reason).resolves.toBe('향이 달라요');

    const cancelled = promptDialog({ message: '사유', inputLabel: '사유', maxLength: 100 });
    expect($dialogs.get()[0]!.input?.maxLength).toBe(100);
    answerDialog($dialogs.get()[0]!.id, false, '적었지만 취소');
    await expect(cancelled).resolves.toBeNull();

    const blank = promptDialog({ message: '사유', inputLabel: '사유' });
    answerDialog($dialogs.get()[0]!.id, true, '   ');
    await expect(blank).resolves.toBeNull();
  });
});
