import { clearFieldErrors, errorsOf, showFieldErrors } from '~/features/forms/field-errors';
import { formJson } from '~/features/members/form-submit';
import { isoDate } from '~/lib/dates';
import { postJson } from '~/lib/http';
import { LOOKUP_API, translateErrors } from './boards';
import { explainRefusal, isStatus, type RefusalWords } from './refusal';

type Request = {
  kind: 'bulk' | 'class';
  name: string;
  items?: { name: string; quantity: number }[];
  desired_date?: string | null;
  class_title?: string;
  class_title_en?: string;
  preferred_dates?: string;
  head_count?: number;
};
type Post = {
  status: 'received' | 'answered';
  receipt_no: string;
  title: string;
  body: string;
  request: Request | null;
  files: { name: string }[];
  answer: string | null;
  answered_at: string | null;
  created_at: string;
};

type Words = RefusalWords & {
  lang: 'kr' | 'en';
  noMatch: string;
  labels: Record<
    | 'received'
    | 'answered'
    | 'receiptNo'
    | 'sentOn'
    | 'name'
    | 'item'
    | 'quantity'
    | 'desiredDate'
    | 'preferredDates'
    | 'headCount'
    | 'files'
    | 'answer'
    | 'waiting',
    string
  >;
};

/** A small element with text, never markup: everything shown here was written by a person. */
function el(tag: string, text?: string, className?: string): HTMLElement {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function fact(list: HTMLElement, term: string, value: string): void {
  const row = el('div');
  row.append(el('dt', term), el('dd', value));
  list.append(row);
}

/** The request read back, drawn with text nodes only. */
function render(post: Post, words: Words): HTMLElement {
  const l = words.labels;
  const box = el('article', undefined, 'lookup-result');
  const head = el('header', undefined, 'lookup-result__head');
  head.append(
    el('span', post.status === 'answered' ? l.answered : l.received, `board-status board-status--${post.status}`),
  );
  const r = post.request;
  const title = r?.kind === 'class' && words.lang === 'en' && r.class_title_en ? r.class_title_en : post.title;
  head.append(el('h3', title));
  box.append(head);
  const facts = el('dl', undefined, 'lookup-result__facts');
  fact(facts, l.receiptNo, post.receipt_no);
  fact(facts, l.sentOn, isoDate(post.created_at));
  if (r) fact(facts, l.name, r.name);
  if (r?.kind === 'bulk') {
    for (const item of r.items ?? []) fact(facts, l.item, `${item.name} × ${item.quantity.toLocaleString()}`);
    if (r.desired_date) fact(facts, l.desiredDate, r.desired_date);
  }
  if (r?.kind === 'class') {
    fact(facts, l.preferredDates, r.preferred_dates ?? '');
    fact(facts, l.headCount, String(r.head_count ?? ''));
  }
  if (post.files.length) fact(facts, l.files, post.files.map((f) => f.name).join(', '));
  box.append(facts);
  if (post.body) box.append(el('p', post.body, 'lookup-result__body'));
  const answer = el('section', undefined, 'lookup-result__answer');
  answer.append(el('h4', l.answer));
  answer.append(el('p', post.answer ?? l.waiting, 'lookup-result__body'));
  box.append(answer);
  return box;
}

/** The receipt look-up on the bulk and class request pages. */
export function bindRequestLookup(root: Document): void {
  const form = root.querySelector<HTMLFormElement>('form[data-request-lookup]');
  const out = root.querySelector<HTMLElement>('[data-lookup-result]');
  if (!form || !out) return;
  const words = JSON.parse(root.getElementById('lookup-words')?.textContent ?? '{}') as Words;
  words.messages ??= {};
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button?.disabled) return;
    clearFieldErrors(form);
    out.replaceChildren();
    if (button) button.disabled = true;
    try {
      const res = await postJson<{ data: Post }>(LOOKUP_API, formJson(form), { silent: true, handles: [404] });
      out.replaceChildren(render(res.data, words));
    } catch (err) {
      const errors = errorsOf(err);
      if (errors) showFieldErrors(form, translateErrors(errors, words.messages));
      else if (isStatus(err, 404)) out.replaceChildren(el('p', words.noMatch, 'lookup-result__none'));
      else await explainRefusal(err, words);
    } finally {
      if (button) button.disabled = false;
    }
  });
  for (const ready of form.querySelectorAll<HTMLButtonElement>('button[data-until-ready]')) {
    ready.disabled = false;
    ready.removeAttribute('data-until-ready');
  }
}
