import { integrationsConfig } from "@/lib/integrations-config";
import { defineIsland } from "../islands/island";
import { SupportButton } from "./support-button";

const ChatButton = defineIsland("support-button", "interaction", SupportButton);

/**
 * The support page's action in MDX: with a chat configured, an island that wakes when a reader
 * reaches it (the click is replayed); without one, a plain link that needs no React.
 */
export function SupportButtonIsland() {
  return integrationsConfig.supportChatAppId ? (
    <ChatButton />
  ) : (
    <SupportButton />
  );
}
