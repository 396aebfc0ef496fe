import { useEffect } from "react";
import { OPEN_SUPPORT_CHAT_EVENT } from "./integration-events";
import { openSupportChat } from "./support-chat-controller";
import { opensSupportChatOnLoad } from "./support-chat-options";

export interface SupportChatProps {
  /** The Plain chat app id. */
  appId: string;
}

/**
 * The support chat, loaded on first use: `?supportChat=1` opens it on load with its launcher
 * shown; the `langfuse:open-support-chat` event ("Contact Support") opens it with the launcher
 * hidden. Until then no chat script is requested. Renders nothing itself.
 */
export function SupportChat({ appId }: SupportChatProps) {
  useEffect(() => {
    if (opensSupportChatOnLoad(window.location.search))
      void openSupportChat(appId, { showLauncher: true });
    const onOpen = () => void openSupportChat(appId);
    window.addEventListener(OPEN_SUPPORT_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SUPPORT_CHAT_EVENT, onOpen);
  }, [appId]);
  return null;
}
