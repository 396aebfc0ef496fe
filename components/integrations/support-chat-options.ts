/**
 * The support chat's (Plain) options in one typed place: what the widget promises visitors
 * (where it sits, that it asks who they are) is read here by the code and its tests.
 */

/** Distance of the chat from the viewport's right and bottom edges, clear of the page's own buttons. */
export const SUPPORT_CHAT_POSITION = { right: "25px", bottom: "80px" } as const;

/** Query parameter that opens the chat on page load: `?supportChat=1`. */
export const SUPPORT_CHAT_QUERY_PARAM = "supportChat";

/** The options we pass to `Plain.init` (a subset of what the widget accepts). */
export interface SupportChatInitOptions {
  /** The Plain chat app id. */
  appId: string;
  /** Hide the floating launcher button; the chat is opened by our own actions instead. */
  hideLauncher: boolean;
  /** Offsets from the viewport edges, as CSS lengths. */
  position: { right: string; bottom: string };
  /** Visitors verify their email before chatting. */
  requireAuthentication: boolean;
  /** Follows the visitor's colour scheme. */
  theme: "auto" | "light" | "dark";
}

/** `Plain.init` options; the launcher shows only when the chat was asked for on load. */
export function supportChatInitOptions(
  appId: string,
  { showLauncher }: { showLauncher: boolean },
): SupportChatInitOptions {
  return {
    appId,
    hideLauncher: !showLauncher,
    position: { ...SUPPORT_CHAT_POSITION },
    requireAuthentication: true,
    theme: "auto",
  };
}

/** Whether the page's query string asks for the chat (`supportChat=1`). */
export function opensSupportChatOnLoad(search: string): boolean {
  return new URLSearchParams(search).get(SUPPORT_CHAT_QUERY_PARAM) === "1";
}
