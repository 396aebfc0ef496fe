import {
  INTEGRATION_CATALOGUE,
  INTEGRATION_CATEGORIES,
  descriptionParts,
  type IntegrationCatalogueCategory,
} from "@/lib/integration-catalogue/catalogue";
import {
  bulletList,
  inlineCode,
  link,
  stringAttr,
  text,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";

const isCategory = (value: string): value is IntegrationCatalogueCategory =>
  (INTEGRATION_CATEGORIES as readonly string[]).includes(value);

/** `<IntegrationGroup>`: its heading, then `- [name](url): description` per integration. */
export const integrationGroupMarkdown: MarkdownForm = ({
  attrs,
  children,
  absolute,
  warn,
}) => {
  const category = stringAttr(attrs, "category");
  if (!isCategory(category)) {
    warn(`IntegrationGroup: unknown category "${category}"`);
    return children;
  }
  return [
    ...children,
    bulletList(
      INTEGRATION_CATALOGUE[category].map((integration) => [
        link(absolute(integration.href), integration.name),
        text(": "),
        ...descriptionParts(integration.description).map((part) =>
          part.code ? inlineCode(part.text) : text(part.text),
        ),
      ]),
    ),
  ];
};

/** `<IntegrationFilter>`: a control for the page only; the twin lists everything. */
export const integrationFilterMarkdown: MarkdownForm = () => [];
