// mocha's spec reporter, plus the closing line CI reads: `N passed, N failed` alone on the last
// line (`, N skipped` only when tests were pending). mocha's own summary is not recognised.
'use strict';

const { reporters } = require('mocha');

class VestibuleReporter extends reporters.Spec {
  static description = 'spec, then "N passed, N failed" on the last line';

  epilogue() {
    super.epilogue();
    const { passes = 0, failures = 0, pending = 0 } = this.stats;
    const skipped = pending > 0 ? `, ${pending} skipped` : '';
    process.stdout.write(`${passes} passed, ${failures} failed${skipped}\n`);
  }
}

module.exports = VestibuleReporter;
