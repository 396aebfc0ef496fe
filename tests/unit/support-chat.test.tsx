// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  OPEN_SUPPORT_CHAT_EVENT,
  requestSupportChat,
} from "@/components/integrations/integration-events";
import type { PlainWidget } from "@/components/integrations/support-chat-controller";
import { startIntegrations } from "@/components/integrations/start-integrations";
import {
  SUPPORT_CHAT_POSITION,
  opensSupportChatOnLoad,
  supportChatInitOptions,
} from "@/components/integrations/support-chat-options";
import { SupportButton } from "@/components/support/support-button";
import {
  SUPPORT_BUTTON_LABEL,
  SUPPORT_CHAT_BUTTON_LABEL,
  SUPPORT_CHAT_UNAVAILABLE,
} from "@/components/support/support-constants";
import { SUPPORT_CHAT_SCRIPT_URL } from "@/lib/integrations-config";

vi.mock("@/lib/integrations-config", async (importOriginal) => {
  const actual =
    await importOriginal<typeof import("@/lib/integrations-config")>();
  return {
    ...actual,
    integrationsConfig: { supportChatAppId: "liveChatApp_test" },
  };
});

/**
 * Stands in for the chat CDN: when the chat script is added to the page, either defines a fake
 * `window.Plain` and fires `load`, or fires `error` (a blocked script).
 */
function fakeChatCdn(outcome: "load" | "error" = "load") {
  const plain = { init: vi.fn(), open: vi.fn() } satisfies PlainWidget;
  const appended: HTMLScriptElement[] = [];
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, "appendChild").mockImplementation(
    <T extends Node>(node: T): T => {
      append(node);
      if (
        node instanceof HTMLScriptElement &&
        node.src === SUPPORT_CHAT_SCRIPT_URL
      ) {
        appended.push(node);
        queueMicrotask(() => {
          if (outcome === "load") window.Plain = plain;
          node.dispatchEvent(new Event(outcome));
        });
      }
      return node;
    },
  );
  return { plain, appended };
}

beforeEach(() => window.history.replaceState({}, "", "/docs"));
afterEach(() => {
  vi.restoreAllMocks();
  delete window.Plain;
});

describe("support chat options", () => {
  it.each([true, false])(
    "with the launcher shown: %s, sits 25 px from the right and 80 px from the bottom and requires authentication",
    (showLauncher) => {
      expect(supportChatInitOptions("app_1", { showLauncher })).toEqual({
        appId: "app_1",
        hideLauncher: !showLauncher,
        position: { right: "25px", bottom: "80px" },
        requireAuthentication: true,
        theme: "auto",
      });
    },
  );

  it("names the position once", () => {
    expect(SUPPORT_CHAT_POSITION).toEqual({ right: "25px", bottom: "80px" });
  });

  it.each([
    ["?supportChat=1", true],
    ["?a=b&supportChat=1", true],
    ["?supportChat=0", false],
    ["?supportChat=true", false],
    ["", false],
  ])("query %j opens the chat on load: %s", (search, expected) => {
    expect(opensSupportChatOnLoad(search)).toBe(expected);
  });
});

// The controller loads the script once per page, so these run in order on one page.
describe("the support chat and the support button", () => {
  let loaded: ReturnType<typeof fakeChatCdn> | undefined;

  it("loads nothing until the chat is asked for", () => {
    const cdn = fakeChatCdn();
    const stop = startIntegrations({ supportChatAppId: "liveChatApp_test" });
    expect(cdn.appended).toHaveLength(0);
    expect(
      document.querySelector(`script[src="${SUPPORT_CHAT_SCRIPT_URL}"]`),
    ).toBeNull();
    stop();
  });

  it("offers GitHub Discussions when the chat script cannot load", async () => {
    fakeChatCdn("error");
    render(<SupportButton />);
    await userEvent.click(
      screen.getByRole("button", { name: SUPPORT_CHAT_BUTTON_LABEL }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent(
      SUPPORT_CHAT_UNAVAILABLE,
    );
    expect(
      screen.getByRole("link", { name: SUPPORT_BUTTON_LABEL }),
    ).toHaveAttribute("href", "https://github.com/orgs/langfuse/discussions");
  });

  it('opens on "Contact Support" (the window event) with the launcher hidden, loading the script once', async () => {
    const cdn = fakeChatCdn();
    loaded = cdn;
    const stop = startIntegrations({ supportChatAppId: "liveChatApp_test" });
    act(() => requestSupportChat());
    await waitFor(() => expect(cdn.plain.open).toHaveBeenCalledTimes(1));
    expect(cdn.plain.init).toHaveBeenCalledWith(
      supportChatInitOptions("liveChatApp_test", { showLauncher: false }),
    );
    window.dispatchEvent(new Event(OPEN_SUPPORT_CHAT_EVENT));
    await waitFor(() => expect(cdn.plain.open).toHaveBeenCalledTimes(2));
    expect(cdn.plain.init).toHaveBeenCalledTimes(1);
    expect(cdn.appended).toHaveLength(1);
    stop();
  });

  it("the support button opens the chat when one is configured", async () => {
    // The widget the previous test loaded stays on the page and is reused.
    const plain = loaded?.plain;
    render(<SupportButton />);
    await userEvent.click(
      screen.getByRole("button", { name: SUPPORT_CHAT_BUTTON_LABEL }),
    );
    await waitFor(() => expect(plain?.open).toHaveBeenCalledTimes(3));
    expect(plain?.init).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
