import { chromium } from '@playwright/test';
const [,, path, w, h, shot] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h }, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
page.on('console', m => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
await page.goto('http://localhost:5773' + path);
await page.waitForTimeout(+process.env.WAIT || 6000);
const info = await page.evaluate(() => {
  const rows = [...document.querySelectorAll('[role=grid] [role=row]')];
  const r = (el) => el && el.getBoundingClientRect();
  return { firstWeekTop: r(rows[1])?.top, lastBottom: r(rows.at(-1))?.bottom, scrollH: document.documentElement.scrollHeight };
});
console.log(JSON.stringify(info));
if (shot) await page.screenshot({ path: shot, fullPage: false });
await browser.close();
