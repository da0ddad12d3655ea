// Screenshots of the day-first date field and Add Banner (image chosen before Create) from a built Storybook, at 1440, 768
// and 390 px (issue 18): npx storybook build -o /tmp/sb && node scripts/screenshots-forms.mjs /tmp/sb docs/screenshots/forms
import { createServer } from 'node:http';
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
const [dir, out] = process.argv.slice(2);
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };
const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  try { const body = await readFile(join(dir, path === '/' ? 'index.html' : path)); res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }); res.end(body); }
  catch { res.writeHead(404); res.end(); }
}).listen(0);
const port = server.address().port;
await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAKAAAABgCAIAAAAVRe7OAAABf0lEQVR4nO3RCRIQAgBG4f8k/xHTpk0LCpVfhSgqS6SikEJa7tYpGjNv3sx3gDfz0gMTWP73Ar1V6TsTWHpwAksPTWDp4QksPTKBORguPTqBpe9OYOmxCSw9PoGlJyYwB8OlJyew9NQElr43gaWnJ7D0zATmYLj07ASWnpvA0vcnsPSDCSz9cAJzMFx6fgJLL0xg6UcTWPrxBJZ+MoE5GC69OIGllyaw9PIEln46gaWbwBwMl342gaVXJrD06gSWXpvA0s8nMAfDpV9MYOmXE1h6fQJLv5rA0q8nMAfDpTcmsPTmBJZ+M4Gl305g6a0JzMFw6e0JLL0zgaXfTWDp9xNY+sME5mC49McJLL07gaU/TWDpzxNYem8CczBc+ssElt6fwNIHE1j6cAJLf53AHAyX/jaBpY8msPTxBJb+PoGlf0xgDoZL/5zA0icTWPrXBJY+ncDSZxOYg+HSvyew9J8JLP13AkufT2DpfxOYg+HSFxNY+nICS19NYOnrCewNakLSV+P8ofIAAAAASUVORK5CYII=', 'base64');
const report = [];
for (const { width, height } of [{ width: 1440, height: 900 }, { width: 768, height: 1024 }, { width: 390, height: 844 }]) {
  const page = await browser.newPage({ viewport: { width, height } });
  // The date field: a stored date in its day-first segments, then the calendar open.
  await page.goto(`http://localhost:${port}/iframe.html?id=kit-datefield--with-value&viewMode=story`);
  await page.getByRole('group', { name: 'Arrival' }).waitFor();
  await page.waitForTimeout(800);
  await page.getByRole('button', { name: 'Choose from calendar' }).click();
  await page.getByRole('grid').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, `date-field-${width}.png`) });
  // Add Banner: Show on App on, a name and an image chosen before Create.
  await page.goto(`http://localhost:${port}/iframe.html?id=console-bannerspage--add-banner&viewMode=story`);
  const form = page.getByRole('dialog', { name: 'Add Banner' });
  await form.getByText('Please enter a name').waitFor({ timeout: 20000 });
  await form.getByRole('textbox', { name: 'Name' }).fill('Reef Week');
  await form.getByRole('group', { name: 'Image' }).locator('input[type=file]').setInputFiles({ name: 'reef.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('img', { name: 'Image: current image' }).waitFor();
  await form.getByRole('img', { name: 'Image: current image' }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, `banner-create-${width}.png`), fullPage: false });
  report.push({ width, documentWidth: await page.evaluate(() => globalThis.document.documentElement.scrollWidth) });
  await page.close();
}
await writeFile(join(out, 'report.json'), JSON.stringify(report, null, 2) + '\n');
console.log(report);
await browser.close();
server.close();
