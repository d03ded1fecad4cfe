/**
 * For Node suites and scripts that drive Chromium themselves (end-to-end and cross-runtime checks):
 * launch it, or serve a folder on 127.0.0.1 and hand a Playwright page to the test, closing
 * everything afterwards.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { serve } from '../../scripts/serve.mjs';

/**
 * Debian's Chromium, headless. A launch gets 90 s and one more try: under full load a launch has
 * been seen never to answer, which would hold a suite (and what it started) open for ever.
 */
export async function launchChromium(): Promise<Browser> {
  const launch = async () => chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS, timeout: 90_000 });
  return launch().catch(launch);
}

export async function withPage<T>(root: string, run: (page: Page, url: string) => Promise<T>, viewport = { width: 1280, height: 860 }): Promise<T> {
  const { server, url } = await serve(root);
  const browser = await launchChromium();
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
