import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: +process.argv[3], height: 800 } });
await page.goto('http://localhost:5773' + process.argv[2]);
await page.waitForTimeout(5000);
console.log(await page.evaluate(() => {
  const bar = document.querySelector('[role=group][aria-label=Periode]').parentElement;
  const out = [['bar', bar.getBoundingClientRect().width]];
  for (const c of bar.children) { const r = c.getBoundingClientRect(); out.push([c.tagName + (c.getAttribute('role')||''), Math.round(r.left), Math.round(r.top), Math.round(r.width)]); for (const d of c.children) { const q = d.getBoundingClientRect(); out.push(['  ' + d.tagName, Math.round(q.width)]); } }
  return JSON.stringify(out);
}));
await browser.close();
