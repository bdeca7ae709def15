// mocha's spec reporter, plus the closing line CI reads: `N passed, N failed` alone on the last
// line (`, N skipped` only when tests were pending). mocha's own summary is not recognised.
// With VESTIBULE_SUITE_TIMES=<file>, it also writes each top-level suite's wall time, hooks
// included, slowest first: what to look at when the run nears CI's 20 minutes.
'use strict';

const { writeFileSync } = require('node:fs');
const { reporters, Runner } = require('mocha');

const { EVENT_SUITE_BEGIN, EVENT_SUITE_END } = Runner.constants;

class VestibuleReporter extends reporters.Spec {
  static description = 'spec, then "N passed, N failed" on the last line';

  constructor(runner, options) {
    super(runner, options);
    this.suiteTimes = [];
    const started = new Map();
    runner.on(EVENT_SUITE_BEGIN, (suite) => {
      if (suite.parent?.root) started.set(suite, performance.now());
    });
    runner.on(EVENT_SUITE_END, (suite) => {
      if (!started.has(suite)) return;
      this.suiteTimes.push({ seconds: Math.round((performance.now() - started.get(suite)) / 100) / 10, suite: suite.title, file: suite.file });
    });
  }

  epilogue() {
    super.epilogue();
    const { passes = 0, failures = 0, pending = 0 } = this.stats;
    const file = process.env.VESTIBULE_SUITE_TIMES;
    if (file) writeFileSync(file, `${JSON.stringify(this.suiteTimes.sort((a, b) => b.seconds - a.seconds), null, 1)}\n`);
    const skipped = pending > 0 ? `, ${pending} skipped` : '';
    process.stdout.write(`${passes} passed, ${failures} failed${skipped}\n`);
  }
}

module.exports = VestibuleReporter;
