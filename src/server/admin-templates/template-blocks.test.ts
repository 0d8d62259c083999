import { describe, expect, it } from 'vitest';
import { renderTemplate, type TemplateNode } from '~/lib/template';
import { lineupTemplate, MAIN_BANNER } from '~/server/seed/promotions.data';
import { blocksOf, emptyBlock, outlineIssues, treeIssues, treeOf } from './template-blocks';

const block = emptyBlock;

describe('templates as an outline of blocks', () => {
  it('turns the stored home banner and line-up into blocks and back into the same rendered HTML', () => {
    const lineup = lineupTemplate([
      { href: '/shop/product/1', label: '소이왁스' },
      { href: '/shop/category/3', label: '심지' },
    ]);
    for (const tree of [MAIN_BANNER, lineup]) {
      const blocks = blocksOf(tree);
      expect(outlineIssues(blocks)).toEqual({});
      expect(renderTemplate(treeOf(blocks))).toBe(renderTemplate(tree));
      expect(blocksOf(treeOf(blocks))).toEqual(blocks);
    }
  });

  it('nests each block under the nearest block above it one level up', () => {
    const tree = treeOf([
      block(0, 'section'),
      block(1, 'ul'),
      block(2, 'li', { text: '하나' }),
      block(2, 'li', { text: '둘' }),
      block(1, 'p', { text: '끝' }),
    ]);
    expect(renderTemplate(tree)).toBe('<section><ul><li>하나</li><li>둘</li></ul><p>끝</p></section>');
  });

  it('refuses an unknown tag, naming the block and the tag', () => {
    const issues = outlineIssues([block(0, 'div'), block(1, 'marquee', { text: '움직이는 글' })]);
    expect(Object.keys(issues)).toEqual(['blocks.1.tag']);
    expect(issues['blocks.1.tag']?.[0]).toContain("알 수 없는 태그 'marquee'입니다.");
  });

  it('refuses a style property or value the renderer would drop, a bad class, and links that leave safely nowhere', () => {
    const issues = outlineIssues([
      block(0, 'div', { style: 'position: fixed; color: red', class: 'ok bad"class' }),
      block(1, 'p', { style: 'background-color: url(x)' }),
      block(1, 'a', { href: 'javascript:alert(1)', text: '링크' }),
      block(1, 'img', { src: 'data:image/png;base64,xx' }),
      block(1, 'p', { href: '/shop' }),
    ]);
    expect(issues['blocks.0.style']?.[0]).toContain("'position'");
    expect(issues['blocks.0.class']?.[0]).toContain('bad"class');
    expect(issues['blocks.1.style']?.[0]).toContain("'background-color'");
    expect(issues['blocks.2.href']).toBeDefined();
    expect(issues['blocks.3.src']).toBeDefined();
    expect(issues['blocks.4.href']).toBeDefined();
  });

  it('refuses an outline whose blocks jump more than one level, or with more than one outermost block', () => {
    expect(Object.keys(outlineIssues([block(0, 'div'), block(2, 'p')]))).toEqual(['blocks.1.depth']);
    expect(Object.keys(outlineIssues([block(0, 'div'), block(0, 'p')]))).toEqual(['blocks.1.depth']);
    expect(Object.keys(outlineIssues([block(1, 'div')]))).toEqual(['blocks.0.depth']);
    expect(outlineIssues([])).toEqual({ blocks: ['블록을 하나 이상 넣어 주세요.'] });
  });

  it('refuses a tree with an unknown attribute anywhere, naming its path', () => {
    const tree = {
      tag: 'div',
      children: [{ tag: 'a', option: { onclick: 'x()', props: { innerText: '가기', href: '/', onmouseover: 'y()' } } }],
    };
    const issues = treeIssues(tree);
    expect(issues.template).toEqual([
      "template.children.0.option: 알 수 없는 속성 'onclick'입니다.",
      "template.children.0.option.props: 알 수 없는 속성 'onmouseover'입니다.",
    ]);
    expect(treeIssues({ tag: 'blink' } as TemplateNode).template?.[0]).toContain(
      "blocks.0.tag: 알 수 없는 태그 'blink'",
    );
    expect(treeIssues(MAIN_BANNER)).toEqual({});
  });
});
