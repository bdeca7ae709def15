// `npm test`: type-check, lint (import rules and biome), make sure Chromium is there for the browser tests, then one mocha run over
// the unit and browser tests (.mocharc.json). Exits with mocha's exit code. Arguments are passed to
// mocha (`npm test -- --grep 'shadow root'`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.VESTIBULE_CHROMIUM ?? '/usr/bin/chromium';
const require = createRequire(import.meta.url);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

// (a) tsx runs the tests without type-checking, so check first and stop on the first error.
console.log('> tsc --noEmit -p tsconfig.json');
const tscStatus = run(process.execPath, [require.resolve('typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json']);
if (tscStatus !== 0) {
  console.error('type-check failed (tsc --noEmit -p tsconfig.json); no test was run');
  process.exit(tscStatus);
}

// (a2) The house rules (.dependency-cruiser.cjs: import direction, no cycles, public entries for
// plugins) and the linter (biome.json): a broken rule fails the run before any test.
console.log('> npm run lint');
const lintStatus = run('npm', ['run', '--silent', 'lint']);
if (lintStatus !== 0) {
  console.error('lint failed (npm run lint: dependency-cruiser, then biome); no test was run');
  process.exit(lintStatus);
}

// (b) The browser tests drive Debian's Chromium; a fresh machine does not have it.
if (!existsSync(CHROMIUM)) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!asRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}; the browser tests need it.\n` +
        'Install it as root:  apt-get update && apt-get install -y chromium fonts-inter\n' +
        '(or point VESTIBULE_CHROMIUM at a Chromium binary), then run npm test again.',
    );
    process.exit(1);
  }
  console.log(`> ${CHROMIUM} is missing: apt-get update && apt-get install -y chromium fonts-inter`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed =
    run('apt-get', ['update'], { env }) === 0 &&
    run('apt-get', ['install', '-y', 'chromium', 'fonts-inter'], { env }) === 0;
  if (!installed || !existsSync(CHROMIUM)) {
    console.error(`could not install Chromium (${CHROMIUM} still missing); no test was run`);
    process.exit(1);
  }
}

// (c) One mocha process for unit and browser tests; .mocharc.json has the globs, the tsx loader,
// `exit: true` and the reporter that prints the closing `N passed, N failed` line.
const mocha = path.join(path.dirname(require.resolve('mocha/package.json')), 'bin', 'mocha.js');
process.exit(run(process.execPath, [mocha, ...process.argv.slice(2)]));
