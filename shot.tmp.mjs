import { chromium } from 'playwright';
const [url, out, scheme = 'light', w = '1280', h = '800'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h }, colorScheme: scheme });
await page.goto(url);
await page.waitForTimeout(2500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
