// The secret scan of a text over every registered family (src/rules/secret/index.ts), for what scans
// text outside the rules' checks: the emitted-module scan (src/emit/scan-shipped.ts), tests and the bench.
export { scanText } from './index.js';
