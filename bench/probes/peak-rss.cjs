// Preloaded into a timed process (`node --require bench/probes/peak-rss.cjs …`): at exit, prints the
// process's peak resident set size as the last line of stdout, {"peakRssBytes": N}, so the runner
// reads the peak of the very run it timed.
const { writeSync } = require('node:fs');

process.on('exit', () => {
  writeSync(1, `\n${JSON.stringify({ peakRssBytes: process.resourceUsage().maxRSS * 1024 })}\n`);
});
