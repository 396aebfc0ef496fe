/** The call to action that ends every customer story, on the page and in its `.md` twin. */
export const CUSTOMER_STORY_CTA = {
  heading: "Ready to see what Langfuse can do for your team?",
  body: "Start on the free tier, no credit card required, or self-host the open-source version on your own infrastructure.",
  primary: { label: "Talk to us", href: "/talk-to-us" },
  secondary: { label: "Read the docs", href: "/docs" },
} as const;
