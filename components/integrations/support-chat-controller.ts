import { SUPPORT_CHAT_SCRIPT_URL } from "@/lib/integrations-config";
import {
  supportChatInitOptions,
  type SupportChatInitOptions,
} from "./support-chat-options";
import { loadScript } from "./load-script";

/** The part of the widget's global that we call. */
export interface PlainWidget {
  init(options: SupportChatInitOptions): void;
  open(): void;
}

declare global {
  interface Window {
    Plain?: PlainWidget;
  }
}

let started: Promise<PlainWidget> | undefined;

/**
 * Loads the chat script (once per page) and initialises the widget. The first caller decides
 * whether the launcher shows. A failed load is forgotten, so the next attempt tries again.
 */
export function startSupportChat(
  appId: string,
  { showLauncher }: { showLauncher: boolean },
): Promise<PlainWidget> {
  started ??= loadScript(SUPPORT_CHAT_SCRIPT_URL)
    .then(() => {
      const plain = window.Plain;
      if (!plain) throw new Error("The support chat script defined no Plain");
      plain.init(supportChatInitOptions(appId, { showLauncher }));
      return plain;
    })
    .catch((error: unknown) => {
      started = undefined;
      throw error;
    });
  return started;
}

/**
 * Opens the chat, loading it first when needed. Resolves false when it could not load (blocked
 * or offline), so a caller can offer another way to reach support.
 */
export async function openSupportChat(
  appId: string,
  { showLauncher = false }: { showLauncher?: boolean } = {},
): Promise<boolean> {
  try {
    (await startSupportChat(appId, { showLauncher })).open();
    return true;
  } catch {
    return false;
  }
}
