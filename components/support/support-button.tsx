import { useState } from "react";
import { openSupportChat } from "@/components/integrations/support-chat-controller";
import { integrationsConfig } from "@/lib/integrations-config";
import { siteConfig } from "@/lib/site-config";
import { PRIMARY_BUTTON } from "../ui/button-classes";
import {
  SUPPORT_BUTTON_LABEL,
  SUPPORT_CHAT_BUTTON_LABEL,
  SUPPORT_CHAT_UNAVAILABLE,
} from "./support-constants";

const BUTTON = `inline-flex items-center gap-2 ${PRIMARY_BUTTON}`;

/**
 * The main action of /support: opens the support chat when one is configured
 * (`NEXT_PUBLIC_SUPPORT_CHAT_APP_ID`), else the support channel (GitHub Discussions) in a new tab.
 */
export function SupportButton() {
  const appId = integrationsConfig.supportChatAppId;
  return appId ? <SupportChatButton appId={appId} /> : <SupportLink />;
}

function SupportLink({
  className = `not-prose mt-4 ${BUTTON}`,
}: {
  className?: string;
}) {
  return (
    <a
      href={siteConfig.supportUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      {SUPPORT_BUTTON_LABEL}
    </a>
  );
}

type ChatButtonState = "idle" | "loading" | "unavailable";

/** Opens the chat; when its script cannot load (blocked, offline), offers the link instead. */
function SupportChatButton({ appId }: { appId: string }) {
  const [state, setState] = useState<ChatButtonState>("idle");
  const open = async () => {
    setState("loading");
    setState((await openSupportChat(appId)) ? "idle" : "unavailable");
  };
  return (
    <div className="not-prose mt-4">
      <button
        type="button"
        className={BUTTON}
        aria-busy={state === "loading"}
        disabled={state === "loading"}
        onClick={open}
      >
        {SUPPORT_CHAT_BUTTON_LABEL}
      </button>
      {state === "unavailable" ? (
        <p role="status" className="mt-2 text-sm">
          {SUPPORT_CHAT_UNAVAILABLE} <SupportLink className="underline" />
        </p>
      ) : null}
    </div>
  );
}
