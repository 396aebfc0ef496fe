import imageLoader from "@/lib/images/image-loader";
import {
  acceptedImageFormats,
  ALL_WIDTHS,
  isResponsiveSource,
  parseVariantPath,
  preferredImageFormat,
  variantPath,
  withFormat,
} from "@/lib/images/responsive-images";

const M = "/_next/static/media";

describe("image loader", () => {
  it.each([
    { src: `${M}/frame.1a2b.jpg`, width: 640, url: `${M}/frame.1a2b.w640.jpg` },
    { src: `${M}/logo.9f.png`, width: 32, url: `${M}/logo.9f.w32.png` },
    { src: `${M}/shot.77.webp`, width: 3840, url: `${M}/shot.77.w3840.webp` },
    // SVGs scale by themselves; public/ files and other hosts are not encoded by the build.
    { src: `${M}/diagram.12.svg`, width: 640, url: `${M}/diagram.12.svg` },
    { src: "/images/docs/a.jpg", width: 640, url: "/images/docs/a.jpg" },
    {
      src: "https://example.com/a.png",
      width: 640,
      url: "https://example.com/a.png",
    },
  ])("$src at $width -> $url", ({ src, width, url }) => {
    expect(imageLoader({ src, width })).toBe(url);
  });

  it("covers next/image's default widths, smallest icon to 4K", () => {
    expect(Math.min(...ALL_WIDTHS)).toBe(16);
    expect(Math.max(...ALL_WIDTHS)).toBe(3840);
  });
});

describe("variant paths", () => {
  it.each([
    {
      path: `${M}/a.1.w640.jpg`,
      parsed: { source: `${M}/a.1.jpg`, width: 640 },
    },
    { path: `${M}/a.1.w16.png`, parsed: { source: `${M}/a.1.png`, width: 16 } },
    { path: `${M}/a.1.jpg`, parsed: null },
    { path: `${M}/a.1.w640.avif`, parsed: null },
    { path: "/images/a.w640.jpg", parsed: null },
  ])("$path", ({ path, parsed }) => {
    expect(parseVariantPath(path)).toEqual(parsed);
    if (parsed) expect(variantPath(parsed.source, parsed.width)).toBe(path);
  });

  it("swaps the extension for a modern format", () => {
    expect(withFormat(`${M}/a.1.w640.jpg`, "avif")).toBe(`${M}/a.1.w640.avif`);
    expect(withFormat(`${M}/a.1.w640.png`, "webp")).toBe(`${M}/a.1.w640.webp`);
  });

  it("only media-folder rasters that are not variants are sources", () => {
    expect(isResponsiveSource(`${M}/a.1.jpeg`)).toBe(true);
    expect(isResponsiveSource(`${M}/a.1.w640.jpeg`)).toBe(false);
    expect(isResponsiveSource(`${M}/a.1.gif`)).toBe(false);
  });
});

describe("preferredImageFormat", () => {
  it.each([
    {
      accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8",
      format: "avif",
    },
    { accept: "image/webp,image/apng,image/*,*/*;q=0.8", format: "webp" },
    { accept: "image/avif;q=0, image/webp;q=0.9", format: "webp" },
    { accept: "IMAGE/AVIF", format: "avif" },
    { accept: "image/*,*/*", format: null },
    { accept: "", format: null },
    { accept: undefined, format: null },
  ])("$accept -> $format", ({ accept, format }) => {
    expect(preferredImageFormat(accept)).toBe(format);
  });
});

describe("acceptedImageFormats", () => {
  it.each([
    { accept: "image/avif,image/webp,*/*", formats: ["avif", "webp"] },
    { accept: "image/webp,image/avif", formats: ["avif", "webp"] },
    { accept: "image/avif;q=0,image/webp", formats: ["webp"] },
    { accept: "image/*", formats: [] },
  ])("$accept -> $formats", ({ accept, formats }) => {
    expect(acceptedImageFormats(accept)).toEqual(formats);
  });
});
