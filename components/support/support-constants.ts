/** The support button's label, on the page and in its `.md` twin. */
export const SUPPORT_BUTTON_LABEL = "Ask a question in GitHub Discussions";
/** Its label when the support chat is configured. */
export const SUPPORT_CHAT_BUTTON_LABEL = "Chat with support";
/** Shown when the chat script cannot load, before the GitHub Discussions link. */
export const SUPPORT_CHAT_UNAVAILABLE = "The chat could not be loaded.";
