// `npm test`: type-check, lint (import rules and biome) and make sure Chromium is there for the
// browser tests, side by side; then one mocha run over the unit and browser tests (.mocharc.json).
// Exits with mocha's exit code. Arguments are passed to mocha (`npm test -- --grep 'shadow root'`).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CHROMIUM = process.env.VESTIBULE_CHROMIUM ?? '/usr/bin/chromium'
const require = createRequire(import.meta.url)

/**
 * Runs `steps` (each a list of commands run in turn) at the same time: CI has two cores, and the
 * type-check, the lint and Chromium's install each keep one busy for up to a minute. A step's output
 * is printed whole once it ends, so the log reads as if they ran one after the other.
 */
function runSideBySide(steps) {
  return Promise.all(
    steps.map(async ({ title, commands, env }) => {
      let output = `> ${title}\n`
      let status = 0
      for (const [command, args] of commands) {
        status = await new Promise(resolve => {
          const child = spawn(command, args, { cwd: ROOT, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] })
          child.stdout.on('data', chunk => (output += chunk))
          child.stderr.on('data', chunk => (output += chunk))
          child.on('error', error => {
            output += `${error.message}\n`
            resolve(1)
          })
          child.on('close', code => resolve(code ?? 1))
        })
        if (status !== 0) break
      }
      process.stdout.write(output)
      return { title, status }
    }),
  )
}

const steps = [
  // (a) tsx runs the tests without type-checking, so check first: no test runs on a type error.
  { title: 'tsc --noEmit -p tsconfig.json', commands: [[process.execPath, [require.resolve('typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json']]] },
  // (a2) The house rules (.dependency-cruiser.cjs: import direction, no cycles, public entries for
  // plugins) and the linter (biome.json): a broken rule fails the run before any test.
  { title: 'npm run lint', commands: [['npm', ['run', '--silent', 'lint']]] },
]

// (a3) The package as published, built and packed once here rather than by the first test that
// installs it: two mocha workers run at once below, and two builds into dist/ would clash.
const packDir = mkdtempSync(path.join(tmpdir(), 'vestibule-packed-'))
steps.push({
  title: 'npm run build && npm pack',
  commands: [
    ['npm', ['run', '--silent', 'build']],
    ['npm', ['pack', '--silent', '--pack-destination', packDir]],
  ],
})

// (b) The browser tests drive Debian's Chromium; a fresh machine does not have it.
if (!existsSync(CHROMIUM)) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!asRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}; the browser tests need it.\n` +
        'Install it as root:  apt-get update && apt-get install -y chromium fonts-inter\n' +
        '(or point VESTIBULE_CHROMIUM at a Chromium binary), then run npm test again.',
    )
    process.exit(1)
  }
  steps.push({
    title: `${CHROMIUM} is missing: apt-get update && apt-get install -y chromium fonts-inter`,
    commands: [
      ['apt-get', ['update']],
      ['apt-get', ['install', '-y', 'chromium', 'fonts-inter']],
    ],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

const failed = (await runSideBySide(steps)).filter(step => step.status !== 0)
if (failed.length > 0 || !existsSync(CHROMIUM)) {
  for (const { title } of failed) console.error(`failed: ${title}; no test was run`)
  if (failed.length === 0) console.error(`could not install Chromium (${CHROMIUM} still missing); no test was run`)
  process.exit(failed[0]?.status || 1)
}

// (c) One mocha run for unit and browser tests, its files shared by two worker processes (CI has
// two cores; most browser tests wait on a page, a chain or a timer, not the CPU). .mocharc.json
// has the globs, the tsx loader, `exit: true`, `parallel` and the reporter that prints the closing
// `N passed, N failed` line.
const tarball = readdirSync(packDir).find(file => file.endsWith('.tgz'))
const mocha = path.join(path.dirname(require.resolve('mocha/package.json')), 'bin', 'mocha.js')
const result = spawnSync(process.execPath, [mocha, ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, VESTIBULE_PACKED_TARBALL: path.join(packDir, tarball) },
})
if (result.error) throw result.error
process.exit(result.status ?? 1)
