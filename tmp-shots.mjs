import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [w, h] of [[1440, 900], [375, 800]]) for (const scheme of ["light", "dark"]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
  const page = await ctx.newPage();
  await page.goto("http://localhost:3411/docs/tracing");
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `/tmp/shot-${w}-${scheme}.png` });
  if (w === 375 && scheme === "light") {
    await page.getByRole("button", { name: "Menu" }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shot-375-menu.png` });
  }
  if (w === 1440 && scheme === "light") {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shot-1440-bottom.png` });
  }
  await ctx.close();
}
await browser.close();
