/**
 * For Node suites that drive Chromium themselves (end-to-end and cross-runtime checks): serve a
 * folder on 127.0.0.1 and hand a Playwright page to the test, closing everything afterwards.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { serve } from '../../scripts/serve.mjs';

export async function withPage<T>(root: string, run: (page: Page, url: string) => Promise<T>, viewport = { width: 1280, height: 860 }): Promise<T> {
  const { server, url } = await serve(root);
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const result = await run(page, url);
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    return result;
  } finally {
    await browser.close();
    server.close();
  }
}
