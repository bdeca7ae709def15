import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { buildPage, type BuildPageReturnType } from '../../../scripts/buildPage.mjs';
import { ROOT } from '../../../scripts/bundle.mjs';

const FIXTURE = path.join(ROOT, 'test/fixtures/linaria/main.tsx');

/** Class selectors in a stylesheet: `.caa31hx`, `.sdylxcu.tm6lrtv` → caa31hx, sdylxcu, tm6lrtv. */
function classNamesIn(css: string): string[] {
  return [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!))];
}

describe('buildPage with the linaria fixture', function () {
  this.timeout(60_000);
  let outdir: string;
  let page: BuildPageReturnType;
  let js: string;

  before(async () => {
    outdir = await mkdtemp(path.join(tmpdir(), 'vestibule-buildpage-'));
    page = await buildPage({ entry: FIXTURE, outdir, minify: true });
    const scripts = page.files.filter((file) => file.path.endsWith('.js'));
    js = (await Promise.all(scripts.map((file) => readFile(file.path, 'utf8')))).join('\n');
  });

  after(async () => {
    await rm(outdir, { recursive: true, force: true });
  });

  it('exports the rules of every component, lazy ones included, as the virtual module string', () => {
    expect(page.css).to.match(/font-size:\s*21px/);
    expect(page.css).to.match(/:host\s*\{\s*--fixture-accent:\s*rgb\(12,\s*34,\s*56\)/);
    // LazyBadge is reached only through import(): its rule must still be in the one string.
    expect(page.css).to.match(/letter-spacing:\s*3px/);
  });

  it('orders an extended styled component after its base', () => {
    const base = page.css.search(/font-size:\s*21px/);
    const extended = page.css.search(/font-size:\s*13px/);
    expect(base).to.be.greaterThan(-1);
    expect(extended).to.be.greaterThan(base);
  });

  it('bundles the string into the JS and writes no stylesheet', () => {
    expect(page.files.filter((file) => file.path.endsWith('.css'))).to.deep.equal([]);
    // Minified CSS has no quotes or backslashes, so it appears verbatim whatever quotes esbuild picks.
    expect(js).to.include(page.css.trim());
  });

  it('replaces the css and styled templates with generated class names', () => {
    const classNames = classNamesIn(page.css);
    expect(classNames).to.have.length.of.at.least(4);
    for (const className of classNames) expect(js, `${className} is used by the JS`).to.include(className);
    expect(js).to.not.include('tag in runtime is not supported');
    // The declarations live in the CSS string only, not in a template left in the code.
    const codeOnly = js.split(page.css.trim()).join('');
    expect(codeOnly).to.not.match(/letter-spacing:\s*3px/);
    expect(codeOnly).to.not.match(/font-size:\s*21px/);
  });

  it('keeps the import() target as a lazy chunk and reports the sizes', () => {
    expect(path.relative(outdir, page.entry)).to.equal('main.js');
    expect(page.files.map((file) => path.relative(outdir, file.path))).to.satisfy((files: string[]) =>
      files.some((file) => /^chunks\/LazyBadge-\w+\.js$/.test(file)),
    );
    for (const file of page.files) {
      expect(file.bytes, file.path).to.be.greaterThan(0);
      expect(file.gzipBytes, file.path).to.be.greaterThan(0);
    }
    expect(page.bytes).to.equal(page.files.reduce((sum, file) => sum + file.bytes, 0));
    expect(page.gzipBytes).to.be.lessThan(page.bytes);
  });
});
