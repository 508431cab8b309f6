// Per-tier totals of a vitest JSON report of the DynamoDB conformance suite, and the failing tests.
//   node score.cjs report.json [--failures]
const report = require(require('path').resolve(process.argv[2]))
const tiers = {}
const failures = []
for (const file of report.testResults) {
  const tier = (file.name.match(/tests\/(tier\d)\//) || [null, 'other'])[1]
  tiers[tier] = tiers[tier] || { pass: 0, fail: 0, skip: 0 }
  for (const test of file.assertionResults) {
    if (test.status === 'passed') tiers[tier].pass++
    else if (test.status === 'failed') {
      tiers[tier].fail++
      failures.push(`${file.name.replace(/.*\/tests\//, '')} :: ${test.fullName}\n    ${(test.failureMessages[0] || '').split('\n')[0].slice(0, 240)}`)
    } else tiers[tier].skip++
  }
}
for (const tier of Object.keys(tiers).sort()) {
  const t = tiers[tier]
  console.log(`${tier}: ${t.pass} passed, ${t.fail} failed, ${t.skip} skipped`)
}
console.log(`total: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped `
  + `of ${report.numTotalTests}`)
if (process.argv.includes('--failures')) failures.forEach((f) => console.log(`FAIL ${f}`))
