/**
 * The browser-test harness itself: the production console is served with the strict policy, loads
 * without violations, and reaches the mock appliance through /api.
 */
import { existsSync } from 'node:fs';
import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { baseURL, consoleUrl, expectNoProblems, newPage, problemsOf, useBrowser } from './support/browser.ts';

const browser = useBrowser();

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('production server', () => {
  it('serves the console with a strict Content-Security-Policy', async () => {
    const response = await fetch(consoleUrl('/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('unsafe-eval');
    const policy = directives(csp);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // forms post to the console, and Return To Portal to the provider's cloud portal
    expect(policy.get('form-action')).toEqual(["'self'", 'https://*.forticloud.com']);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
  });

  it('answers client-side routes with the page and missing files with 404', async () => {
    const route = await fetch(consoleUrl('/fortiview/ftv/custom_view/1'));
    expect(route.status).toBe(200);
    expect(route.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await route.text()).toContain('<div id="root">');
    const missing = await fetch(consoleUrl('/assets/missing-file.js'));
    expect(missing.status).toBe(404);
  });

  it('proxies /api to the appliance', async () => {
    const response = await fetch(consoleUrl('/api/gui/sys/info'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(await response.json()).toBeTypeOf('object');
  });

  it.skipIf(!existsSync(new URL('../../scripts/mock-socket.ts', import.meta.url)))('proxies the /api/ws websocket', async () => {
    const socket = new WebSocket(`${baseURL().replace(/^http/, 'ws')}/api/ws`);
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
        socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)));
      });
    } finally {
      socket.terminate();
    }
  });
});

describe('browser harness', () => {
  it('loads the console with no CSP violation and no page error', async () => {
    const page = await newPage(browser());
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('load');
    // the entry module has rendered and made its first calls once the network is quiet
    await page.waitForLoadState('networkidle');
    const problems = problemsOf(page);
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  it('seeds the mock controls and records what the policy blocks', async () => {
    const page = await newPage(browser(), { persona: 'readOnly', faults: { getSysInfo: 500 }, scenarios: { getSysLicense: 'expired' } });
    await page.goto('/');
    const stored = await page.evaluate(() => [
      localStorage.getItem('console.persona'),
      localStorage.getItem('console.faults'),
      localStorage.getItem('console.scenarios'),
    ]);
    expect(stored).toEqual(['readOnly', '{"getSysInfo":500}', '{"getSysLicense":"expired"}']);

    // the policy refuses injected inline scripts and inline event handlers, and the harness sees it
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.injected = true');
      img.src = 'data:,';
      document.body.append(img);
    });
    await expect.poll(() => problemsOf(page).cspViolations.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect(() => expectNoProblems(page)).toThrow(/CSP violations/);
  });
});
