/** The support button's label, on the page and in its `.md` twin. */
export const SUPPORT_BUTTON_LABEL = "Ask a question in GitHub Discussions";
