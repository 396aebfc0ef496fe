import Link from "next/link";
import type { RichText as RichTextValue } from "@/lib/pricing";
import { TEXT_LINK } from "../home/marketing-styles";

/** Text with inline links from lib/pricing.ts; site paths use client navigation. */
export function RichText({ value }: { value: RichTextValue }) {
  return (
    <>
      {value.map((part, index) => {
        if (typeof part === "string") return part;
        const className = `${TEXT_LINK} inline underline`;
        return part.href.startsWith("/") ? (
          <Link
            key={index}
            href={part.href}
            prefetch={false}
            className={className}
          >
            {part.text}
          </Link>
        ) : (
          <a key={index} href={part.href} className={className}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}
