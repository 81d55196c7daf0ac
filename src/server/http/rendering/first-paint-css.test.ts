import { describe, expect, it } from 'vitest';
import { firstPaintCss, pageClasses } from './first-paint-css';

const CSS =
  '.shown{color:red}.menu{display:none}.shown .menu{top:0}' +
  'p{margin:0}.a:not(.gone){color:blue}' +
  '@media (min-width:600px){.shown{color:green}.dialog{width:10px}}' +
  '@keyframes fade{0%{opacity:0}to{opacity:1}}';

describe('firstPaintCss', () => {
  const classes = pageClasses('<p class="shown a">x</p><span class="">y</span>');

  it('reads every class the page carries', () => {
    expect([...classes].sort()).toEqual(['a', 'shown']);
  });

  it('keeps the rules the page can match and drops those naming absent classes', () => {
    const css = firstPaintCss('/one.css', CSS, classes);
    expect(css).toContain('.shown{color:red}');
    expect(css).toContain('p{margin:0}');
    expect(css).toContain('.a:not(.gone){color:#00f}');
    expect(css).toContain('@media (width>=600px){.shown{color:green}}');
    expect(css).toContain('@keyframes fade');
    expect(css).not.toContain('.menu');
    expect(css).not.toContain('.dialog');
  });

  it('keeps a rule when any selector of its list can match', () => {
    expect(firstPaintCss('/two.css', '.gone,.shown{color:red}', classes)).toContain('color:red');
  });
});
