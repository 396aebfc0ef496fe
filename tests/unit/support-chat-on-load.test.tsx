// @vitest-environment jsdom
import { waitFor } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { startIntegrations } from "@/components/integrations/start-integrations";
import { supportChatInitOptions } from "@/components/integrations/support-chat-options";
import { SUPPORT_CHAT_SCRIPT_URL } from "@/lib/integrations-config";

// A file of its own: the chat script loads once per page, and this page asks for it on load.
it("?supportChat=1 loads the chat at once and opens it with the launcher shown", async () => {
  window.history.replaceState({}, "", "/docs/tracing?supportChat=1");
  const plain = { init: vi.fn(), open: vi.fn() };
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, "appendChild").mockImplementation(
    <T extends Node>(node: T): T => {
      append(node);
      if (
        node instanceof HTMLScriptElement &&
        node.src === SUPPORT_CHAT_SCRIPT_URL
      )
        queueMicrotask(() => {
          window.Plain = plain;
          node.dispatchEvent(new Event("load"));
        });
      return node;
    },
  );
  startIntegrations({ supportChatAppId: "liveChatApp_test" });
  await waitFor(() => expect(plain.open).toHaveBeenCalledTimes(1));
  expect(plain.init).toHaveBeenCalledWith(
    supportChatInitOptions("liveChatApp_test", { showLauncher: true }),
  );
  expect(plain.init.mock.calls[0]?.[0]).toMatchObject({
    hideLauncher: false,
    position: { right: "25px", bottom: "80px" },
  });
});
