import type { ReactNode } from "react";
import { useConfig } from "nextra-theme-docs";
import { editableSourceOf } from "@/lib/routes";
import { docsSourceUrl } from "@/lib/site-config";

export interface EditLinkProps {
  className?: string;
  /** Page file as Nextra knows it, e.g. `pages/docs/index.mdx`. */
  filePath?: string;
  children?: ReactNode;
}

/**
 * "Edit this page on GitHub": links the file a person edits, which for a page generated from a
 * notebook is the notebook (the generated MDX is ignored by git). Renders nothing without a file.
 */
export function EditLink({ className, filePath, children }: EditLinkProps) {
  const { frontMatter } = useConfig();
  if (!filePath) return null;
  const generatedFrom =
    typeof frontMatter.generatedFrom === "string"
      ? frontMatter.generatedFrom
      : undefined;
  return (
    <a
      className={className}
      href={docsSourceUrl(editableSourceOf(filePath, generatedFrom))}
      target="_blank"
      rel="noreferrer"
    >
      {children}
    </a>
  );
}
