import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
page.on('console', m => console.log('C', m.type(), m.text().slice(0,300)));
page.on('pageerror', e => console.log('PE', e.message));
await page.goto('http://localhost:5773/calendar/month');
await page.waitForTimeout(6000);
console.log((await page.content()).slice(0, 300));
await browser.close();
