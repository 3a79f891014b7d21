// The secret engine's tables are built at the first scan, not when the registry is imported (the
// CLI imports it at every start, and a run that scans nothing never pays for them), and once.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/rules/secret/engine/scan-text.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/rules/secret/engine/scan-text.js')>();
  return { ...actual, createScanner: vi.fn(actual.createScanner) };
});

describe('the shared secret scanner', () => {
  it('builds the engine at its first scan, once', async () => {
    const { createScanner } = await import('../../src/rules/secret/engine/scan-text.js');
    const { textSecretRules } = await import('../../src/rules/secret/index.js');
    const { scanText } = await import('../../src/rules/secret/scan-text.js');
    expect(textSecretRules.size).toBeGreaterThan(10);
    expect(createScanner).not.toHaveBeenCalled();
    // Secret-shaped text built here, never written whole.
    const line = `password = "${['hunter', '2xQ9', 'vLp7', 'Zr4m'].join('')}"`;
    expect(scanText(line).map((m) => m.ruleId)).toContain('secret/generic-assignment');
    expect(scanText('nothing here')).toEqual([]);
    expect(createScanner).toHaveBeenCalledTimes(1);
  });
});
