/**
 * How the browser tests' server reaches a model: an OpenAI-compatible fake that
 * tests/e2e/assistant.spec.ts starts on loopback at {@link fakeLlmPort}. While no spec runs it,
 * the port is closed and Ask AI answers with search results, as when a model is down.
 */

/** Port of the fake model: the browser tests' port + 1000 (E2E_PORT is unique per checkout). */
export function fakeLlmPort(e2ePort = Number(process.env.E2E_PORT ?? 3334)) {
  return e2ePort + 1000;
}

/** Model name the fake is configured with; the spec checks the server sent it. */
export const FAKE_LLM_MODEL = "fake-e2e-model";

/** Server variables for Ask AI in the browser tests (playwright.config.ts webServer.env). */
export function assistantE2eEnv(e2ePort?: number): Record<string, string> {
  return {
    ASSISTANT_BASE_URL: `http://127.0.0.1:${fakeLlmPort(e2ePort)}/v1`,
    ASSISTANT_API_KEY: "sk-e2e-fake",
    ASSISTANT_MODEL: FAKE_LLM_MODEL,
    ASSISTANT_TIMEOUT_MS: "10000",
    // Every test shares one client address.
    ASSISTANT_RATE_LIMIT: "10000",
  };
}
