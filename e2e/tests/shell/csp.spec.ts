import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi, uniqueUser } from '../support';

/** Records every CSP violation the page reports (the browser fires `securitypolicyviolation` on the document). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (apply|load|execute)/i.test(message.text()))
      fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

test('pages, remotes and a dialog run under the CSP without one violation (no unsafe-inline styles)', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const policy = (await page.request.get('/')).headers()['content-security-policy'];
  expect(policy).not.toMatch(/style-src(-elem)? [^;]*'unsafe-inline'/);

  for (const path of ['/', '/store', '/community', '/pet-haven', '/auth']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  // A Radix dialog adds a <style> element (scroll lock) at run time: it must carry the page's nonce.
  await signUpThroughApi(page, uniqueUser());
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
  const nonce = await page.locator('meta[name="csp-nonce"]').getAttribute('content');
  expect(nonce).toBeTruthy();
  const styles = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style')).map((style) => ({
      nonce: style.nonce,
      css: (style.textContent ?? '').slice(0, 60),
    })),
  );
  expect(styles.length).toBeGreaterThan(0);
  for (const style of styles) expect(style).toEqual({ nonce, css: style.css });

  expect(await violations()).toEqual([]);
});
