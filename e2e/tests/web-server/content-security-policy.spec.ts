import { expect, test } from '../../fixtures';
import { policyOf } from '../../pages/web-server';

test.describe('web server: Content-Security-Policy', () => {
  test('enforces a policy without eval or inline script, listing the configured services and remotes', async ({ request }) => {
    const response = await request.get('/');
    expect(response.headers()['content-security-policy-report-only']).toBeUndefined();
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'http://localhost:3900', 'http://localhost:4101', 'http://localhost:4107']));
    expect(policy.get('img-src')).toContain('http://localhost:3900');
    expect(policy.get('style-src')?.join(' ')).toMatch(/'nonce-[0-9a-f]{32}'/);
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  });

  // (eval cannot be tried from here: code Playwright evaluates is exempt from the page's policy.)
  test('a script or style the page did not bring is blocked, and the violation is recorded', async ({ page, cspViolations }) => {
    await page.goto('/trade/BEE');
    await expect(page.getByTestId('remote-mf_trade')).toBeVisible();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { display: none }';
      document.head.append(style);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { script: 'injected' in window, hidden: getComputedStyle(document.body).display === 'none' };
    });
    expect(ran).toEqual({ script: false, hidden: false });
    await expect.poll(() => cspViolations.map((violation) => violation.directive).sort()).toEqual(['script-src-elem', 'style-src-elem']);
    cspViolations.splice(0);
  });
});
