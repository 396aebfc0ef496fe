import { expect, gotoHydrated, test } from "./fixtures";

test("content images load a responsive variant in a modern format, sized so nothing shifts", async ({
  page,
}) => {
  const images: Array<{ url: string; type: string | null }> = [];
  page.on("response", (res) => {
    if (res.url().includes("/_next/static/media/video-sample-frame"))
      images.push({
        url: res.url(),
        type: res.headers()["content-type"] ?? null,
      });
  });
  await gotoHydrated(page, "/contributing/components");
  const image = page
    .getByRole("img", { name: /^A frame of the sample video/ })
    .first();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth),
    )
    .toBeGreaterThan(0);
  const srcset = (await image.getAttribute("srcset")) ?? "";
  // A 640 px wide image: 1x and 2x candidates, each a pre-encoded width.
  expect(srcset).toMatch(/video-sample-frame\.[0-9a-f]+\.w640\.jpg 1x/);
  expect(srcset).toMatch(/\.w\d+\.jpg 2x/);
  await expect(image).toHaveAttribute("width", "640");
  await expect(image).toHaveAttribute("height", "360");
  expect(images.length).toBeGreaterThan(0);
  expect(images.every((i) => /\.w\d+\.jpg$/.test(i.url))).toBe(true);
  // The server sends the smallest encoding Chromium accepts: for this flat test card WebP beats
  // AVIF (10.0 against 13.4 kB at 640 px, both below the 16.0 kB JPEG).
  expect(images.map((i) => i.type)).toContain("image/webp");
});
