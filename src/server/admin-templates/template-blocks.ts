/**
 * The whitelist renderer's templates (the home banners, the weekly line-up) as editors write them:
 * an outline of blocks, each a tag with its text, class, style and link or picture, its depth saying
 * which block it sits in. The outline becomes the stored tree, and the tree the outline; either is
 * checked before saving, each problem named with its block (an unknown tag, attribute or style
 * property, a link or picture address the renderer would drop, a block deeper than its parent).
 */
import { MAX_DEPTH, MAX_NODES, TEMPLATE_STYLE_PROPS, TEMPLATE_TAGS, type TemplateNode } from '~/lib/template';

export type TemplateBlock = {
  depth: number;
  tag: string;
  text: string;
  class: string;
  style: string;
  href: string;
  src: string;
  alt: string;
  /** `_blank` opens a link in a new tab. */
  target: string;
};

/** A block with nothing set but its place and tag. */
export const emptyBlock = (depth: number, tag: string, extra: Partial<TemplateBlock> = {}): TemplateBlock => ({
  depth,
  tag,
  text: '',
  class: '',
  style: '',
  href: '',
  src: '',
  alt: '',
  target: '',
  ...extra,
});

const TEXT_MAX = 500;
const VOID = new Set(['br', 'hr', 'img']);
const NODE_KEYS = new Set(['id', 'tag', 'option', 'children']);
const OPTION_KEYS = new Set(['class', 'style', 'props']);
const PROP_KEYS = new Set(['innerText', 'href', 'src', 'alt', 'target']);
const CLASS = /^[A-Za-z_-][\w-]{0,63}$/;
const UNSAFE_VALUE = /(expression|javascript|url|var|attr|image|\\)/i;

export type Issues = Record<string, string[]>;

const add = (issues: Issues, key: string, message: string) => {
  issues[key] = [...(issues[key] ?? []), message];
};

/** Where a link or picture may lead, as the renderer keeps it (it drops anything else). */
function urlProblem(value: string, images: boolean): string | undefined {
  const url = value.trim();
  if (url === '') return undefined;
  if (/^\/(?!\/)/.test(url) || /^#[\w-]*$/.test(url) || /^https?:\/\/[^\s<>"']+$/i.test(url)) return undefined;
  if (!images && /^(mailto|tel):[^\s<>"']+$/i.test(url)) return undefined;
  return images
    ? '사진 주소는 /로 시작하는 쇼핑몰 주소나 http(s):// 주소여야 합니다.'
    : '링크는 /로 시작하는 쇼핑몰 주소, http(s)://, mailto: 또는 tel: 주소여야 합니다.';
}

/** The problems of one block, under `blocks.{i}.{field}` (the editor shows them with the row's number). */
function blockIssues(b: TemplateBlock, i: number, previousDepth: number | undefined, issues: Issues) {
  const at = (field: string) => `blocks.${i}.${field}`;
  if (!TEMPLATE_TAGS.has(b.tag)) {
    add(issues, at('tag'), `알 수 없는 태그 '${b.tag}'입니다. 쓸 수 있는 태그: ${[...TEMPLATE_TAGS].join(', ')}`);
  }
  if (i === 0 && b.depth !== 0) add(issues, at('depth'), `첫 블록은 맨 바깥(깊이 0)이어야 합니다.`);
  if (i > 0 && b.depth < 1) add(issues, at('depth'), `맨 바깥 블록은 하나뿐입니다. 깊이를 1 이상으로 해 주세요.`);
  if (previousDepth !== undefined && b.depth > previousDepth + 1) {
    add(issues, at('depth'), `바로 위 블록보다 한 단계까지만 깊어질 수 있습니다.`);
  }
  if (b.depth > MAX_DEPTH) add(issues, at('depth'), `깊이는 ${MAX_DEPTH} 이하여야 합니다.`);
  if (b.text.length > TEXT_MAX) add(issues, at('text'), `글은 ${TEXT_MAX}자 이하로 입력해 주세요.`);
  if (b.text !== '' && VOID.has(b.tag)) add(issues, at('text'), `${b.tag}에는 글을 넣을 수 없습니다.`);
  for (const name of b.class.split(/\s+/).filter(Boolean)) {
    if (!CLASS.test(name)) add(issues, at('class'), `클래스 이름 '${name}'은 쓸 수 없습니다.`);
  }
  for (const decl of b.style
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)) {
    const colon = decl.indexOf(':');
    const prop = (colon < 0 ? decl : decl.slice(0, colon)).trim().toLowerCase();
    const value = colon < 0 ? '' : decl.slice(colon + 1).trim();
    if (!TEMPLATE_STYLE_PROPS.has(prop)) add(issues, at('style'), `쓸 수 없는 스타일 속성 '${prop}'입니다.`);
    else if (!/^[#\w\s.,%-]+$/.test(value) || UNSAFE_VALUE.test(value)) {
      add(issues, at('style'), `스타일 '${prop}'의 값 '${value}'은 쓸 수 없습니다.`);
    }
  }
  if (b.href !== '' && b.tag !== 'a') add(issues, at('href'), `링크는 a 블록에만 넣을 수 있습니다.`);
  const link = b.tag === 'a' ? urlProblem(b.href, false) : undefined;
  if (link) add(issues, at('href'), `${link}`);
  if (b.tag === 'img') {
    if (b.src.trim() === '') add(issues, at('src'), `사진 주소를 입력해 주세요.`);
    const picture = urlProblem(b.src, true);
    if (picture) add(issues, at('src'), `${picture}`);
  } else if (b.src !== '' || b.alt !== '') add(issues, at('src'), `사진 주소와 설명은 img 블록에만 넣을 수 있습니다.`);
  if (b.target !== '' && b.target !== '_blank') add(issues, at('target'), `target은 비우거나 _blank여야 합니다.`);
}

/** Every problem of an outline; none means it can be saved. */
export function outlineIssues(blocks: TemplateBlock[]): Issues {
  const issues: Issues = {};
  if (blocks.length === 0) add(issues, 'blocks', '블록을 하나 이상 넣어 주세요.');
  if (blocks.length > MAX_NODES) add(issues, 'blocks', `블록은 ${MAX_NODES}개 이하여야 합니다.`);
  blocks.forEach((b, i) => {
    blockIssues(b, i, i > 0 ? blocks[i - 1]?.depth : undefined, issues);
  });
  return issues;
}

/** The stored tree of a checked outline: each block a child of the nearest block above it one level up. */
export function treeOf(blocks: TemplateBlock[]): TemplateNode {
  const nodes: TemplateNode[] = [];
  const parents: TemplateNode[] = [];
  for (const b of blocks) {
    const props: NonNullable<NonNullable<TemplateNode['option']>['props']> = {};
    // biome-ignore lint/performance/useDomNodeTextContent: a field of the stored template, not the DOM property
    if (b.text !== '') props.innerText = b.text;
    if (b.tag === 'a' && b.href !== '') props.href = b.href.trim();
    if (b.tag === 'a' && b.target === '_blank') props.target = '_blank';
    if (b.tag === 'img') {
      props.src = b.src.trim();
      props.alt = b.alt;
    }
    const option: NonNullable<TemplateNode['option']> = {};
    if (b.class.trim() !== '') option.class = b.class.trim().split(/\s+/).join(' ');
    if (b.style.trim() !== '') option.style = b.style.trim();
    if (Object.keys(props).length) option.props = props;
    const node: TemplateNode = { tag: b.tag, ...(Object.keys(option).length ? { option } : {}) };
    nodes.push(node);
    parents.length = b.depth;
    const parent = parents[b.depth - 1];
    if (parent) parent.children = [...(parent.children ?? []), node];
    parents[b.depth] = node;
  }
  return nodes[0] as TemplateNode;
}

/** The outline of a stored tree, in reading order (an element's own text first, then its children). */
export function blocksOf(root: TemplateNode | null | undefined): TemplateBlock[] {
  const out: TemplateBlock[] = [];
  const walk = (node: TemplateNode, depth: number) => {
    const props = (node.option?.props ?? {}) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    out.push({
      depth,
      tag: str(node.tag),
      // biome-ignore lint/performance/useDomNodeTextContent: a field of the stored template, not the DOM property
      text: str(props.innerText),
      class: str(node.option?.class),
      style: str(node.option?.style),
      href: str(props.href),
      src: str(props.src),
      alt: str(props.alt),
      target: str(props.target),
    });
    for (const child of node.children ?? []) walk(child, depth + 1);
  };
  if (root) walk(root, 0);
  return out;
}

/**
 * The problems of a tree sent as JSON (an API caller's): unknown keys anywhere, named with their
 * path (`template.children.1.option.onclick`), then the outline's own checks.
 */
export function treeIssues(root: unknown): Issues {
  const issues: Issues = {};
  const walk = (node: unknown, path: string, depth: number) => {
    if (depth > MAX_DEPTH) return add(issues, 'template', `${path}: 깊이는 ${MAX_DEPTH} 이하여야 합니다.`);
    if (!node || typeof node !== 'object' || Array.isArray(node))
      return add(issues, 'template', `${path}: 블록은 객체여야 합니다.`);
    const n = node as Record<string, unknown>;
    for (const key of Object.keys(n))
      if (!NODE_KEYS.has(key)) add(issues, 'template', `${path}: 알 수 없는 속성 '${key}'입니다.`);
    if (typeof n.tag !== 'string') add(issues, 'template', `${path}: tag가 없습니다.`);
    const option = n.option;
    if (option !== undefined) {
      if (!option || typeof option !== 'object') add(issues, 'template', `${path}.option: 객체여야 합니다.`);
      else {
        for (const key of Object.keys(option)) {
          if (!OPTION_KEYS.has(key)) add(issues, 'template', `${path}.option: 알 수 없는 속성 '${key}'입니다.`);
        }
        const props = (option as Record<string, unknown>).props;
        if (props !== undefined && (props === null || typeof props !== 'object')) {
          add(issues, 'template', `${path}.option.props: 객체여야 합니다.`);
        } else if (props) {
          for (const [key, value] of Object.entries(props)) {
            if (!PROP_KEYS.has(key)) add(issues, 'template', `${path}.option.props: 알 수 없는 속성 '${key}'입니다.`);
            else if (typeof value !== 'string')
              add(issues, 'template', `${path}.option.props.${key}: 글이어야 합니다.`);
          }
        }
      }
    }
    if (n.children !== undefined && !Array.isArray(n.children))
      add(issues, 'template', `${path}.children: 배열이어야 합니다.`);
    (Array.isArray(n.children) ? n.children : []).forEach((c, i) => {
      walk(c, `${path}.children.${i}`, depth + 1);
    });
  };
  walk(root, 'template', 0);
  if (Object.keys(issues).length) return issues;
  // The tree's shape is sound: its blocks get the outline's checks, reported against the tree.
  const blocks = blocksOf(root as TemplateNode);
  const outline = outlineIssues(blocks);
  return Object.keys(outline).length
    ? { template: Object.entries(outline).flatMap(([key, messages]) => messages.map((m) => `${key}: ${m}`)) }
    : {};
}
