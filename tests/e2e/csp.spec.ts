import { test, expect, builtPages } from './fixtures.ts';

/**
 * Every page carries a Content-Security-Policy (generators/site/csp.ts) and runs with no
 * violation of it: the fixture fails on the console error Chromium logs for each one, and a
 * securitypolicyviolation listener installed before any script names what was blocked.
 */
for (const path of builtPages()) {
  test(`${path} carries a Content-Security-Policy and breaks none of it`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(
          `${e.effectiveDirective}: ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
        ),
      );
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy).toMatch(/(^|; )default-src 'self'(;|$)/);
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // The policy is the first thing in the head after the charset, before any script.
    expect(
      await page.evaluate(() =>
        document.head.querySelector('meta[http-equiv], script')?.getAttribute('http-equiv'),
      ),
    ).toBe('Content-Security-Policy');
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });
}

// Interactions under the policy (search with Pagefind's WebAssembly, PDF downloads, the Monte
// Carlo workers, saves) are exercised by the other specs: the fixture fails them on the console
// error Chromium logs for any violation.
