// mocha's spec reporter, plus the closing line CI reads: `N passed, N failed` alone on the last
// line (`, N skipped` only when tests were pending). mocha's own summary is not recognised.
// With VESTIBULE_SUITE_TIMES=<file>, it also writes each test file's time (its tests' durations
// summed; hooks not included, nor measurable once parallel runs replay a file's events at its
// end), slowest first: what to look at when the run nears CI's 20 minutes.
'use strict'

const { writeFileSync } = require('node:fs')
const { reporters, Runner } = require('mocha')

const { EVENT_TEST_PASS, EVENT_TEST_FAIL } = Runner.constants

class VestibuleReporter extends reporters.Spec {
  static description = 'spec, then "N passed, N failed" on the last line'

  constructor(runner, options) {
    super(runner, options)
    this.fileTimes = new Map()
    const add = test => {
      if (test.file) this.fileTimes.set(test.file, (this.fileTimes.get(test.file) ?? 0) + (test.duration ?? 0))
    }
    runner.on(EVENT_TEST_PASS, add)
    runner.on(EVENT_TEST_FAIL, add)
  }

  epilogue() {
    super.epilogue()
    const { passes = 0, failures = 0, pending = 0 } = this.stats
    const file = process.env.VESTIBULE_SUITE_TIMES
    const times = [...this.fileTimes].map(([test, ms]) => ({ seconds: Math.round(ms / 100) / 10, file: test })).sort((a, b) => b.seconds - a.seconds)
    if (file) writeFileSync(file, `${JSON.stringify(times, null, 1)}\n`)
    const skipped = pending > 0 ? `, ${pending} skipped` : ''
    process.stdout.write(`${passes} passed, ${failures} failed${skipped}\n`)
  }
}

module.exports = VestibuleReporter
