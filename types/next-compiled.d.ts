// Next's precompiled copies of loader-utils and image-size ship no declarations; lib/mdx/compile-page.ts
// uses them to name and measure images exactly as next-image-loader does.
declare module "next/dist/compiled/loader-utils3" {
  const loaderUtils: {
    interpolateName(
      context: { resourcePath: string },
      name: string,
      options: { context: string; content: Buffer },
    ): string;
  };
  export default loaderUtils;
}
declare module "next/dist/compiled/image-size" {
  export default function imageSize(content: Buffer): {
    width?: number;
    height?: number;
  };
}
