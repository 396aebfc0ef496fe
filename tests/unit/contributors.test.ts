import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contributorsFor,
  handleAvatarUrl,
  loginOf,
  loginsOf,
  parseGitLog,
  toContributorDisplay,
} from "@/lib/contributors";
import {
  buildContributorsMap,
  githubCommitLookup,
  mergeLogins,
  repositorySlug,
} from "@/lib/contributors-build";

const identities = { "jane@corp.example": "jane-gh" };

describe("loginOf", () => {
  it.each([
    [
      { name: "Marc", email: "1234+marcklingen@users.noreply.github.com" },
      "marcklingen",
    ],
    [{ name: "X", email: "hassiebp@users.noreply.github.com" }, "hassiebp"],
    [{ name: "Octo", email: "42+OctoCat@Users.NoReply.GitHub.com" }, "octocat"],
    [{ name: "Jane", email: "JANE@corp.example" }, "jane-gh"],
    [{ name: "Max Deichmann", email: "max@somewhere.example" }, "maxdeichmann"],
    [{ name: "clemens rawert", email: "c@x.example" }, "clemra"],
    // Never guessed from the email's user part: "website" is not a GitHub identity we know.
    [{ name: "Langfuse Website", email: "website@langfuse.com" }, undefined],
    [{ name: "Someone", email: "someone.else@example.com" }, undefined],
    [{ name: "S", email: "steffen911@example.org" }, undefined],
  ])("%j -> %s", (author, login) => {
    expect(loginOf(author, identities)).toBe(login);
  });
});

describe("parseGitLog and loginsOf", () => {
  it("keeps the newest-first order, drops repeats (any case) and unknown authors", () => {
    const log = [
      "a1\tOcto\t42+octocat@users.noreply.github.com",
      "b2\tMarc\t1+marcklingen@users.noreply.github.com",
      "c3\tOcto\t42+OctoCat@users.noreply.github.com",
      "",
      "d4\tWebsite\twebsite@langfuse.com",
      "e5\tJane\tjane@corp.example",
    ].join("\n");
    const commits = parseGitLog(log);
    expect(commits[0]).toEqual({
      sha: "a1",
      name: "Octo",
      email: "42+octocat@users.noreply.github.com",
    });
    expect(loginsOf(commits, (c) => loginOf(c, identities))).toEqual([
      "octocat",
      "marcklingen",
      "jane-gh",
    ]);
  });
});

describe("contributorsFor", () => {
  const map = { "/docs": ["a"], "/docs/tracing": ["b"], "/": ["c"] };
  it.each([
    ["/docs", ["a"]],
    ["/docs/", ["a"]],
    ["/docs/tracing#setup", ["b"]],
    ["/", ["c"]],
    ["/unknown", []],
    // A route written with its index file finds the entry of the folder's page ...
    ["/docs/index", ["a"]],
    ["/docs/tracing/index/", ["b"]],
    ["/index", ["c"]],
  ])("lookup %s", (path, expected) => {
    expect(contributorsFor(map, path)).toEqual(expected);
  });

  // ... and a map keyed by `/x/index` answers for `/x`.
  it.each([
    ["/faq", ["f"]],
    ["/faq/index", ["f"]],
    ["/", ["h"]],
  ])("lookup %s in a map keyed with /index", (path, expected) => {
    const indexed = { "/faq/index": ["f"], "/index": ["h"] };
    expect(contributorsFor(indexed, path)).toEqual(expected);
  });
});

describe("toContributorDisplay", () => {
  it("uses roster data for team members, by GitHub login", () => {
    expect(toContributorDisplay("clemra")).toMatchObject({
      name: "Clemens Rawert",
      title: "Co-founder",
      image: "/images/people/clemensrawert.svg",
      href: "https://github.com/clemra",
    });
  });
  it("carries a team member's X handle", () => {
    expect(toContributorDisplay("marcklingen").twitter).toBe("marcklingen");
  });
  it("shows the login and `Contributor` for anyone else, with an avatar made from the handle", () => {
    const display = toContributorDisplay("octocat");
    expect(display).toEqual({
      handle: "octocat",
      name: "octocat",
      title: "Contributor",
      image: handleAvatarUrl("octocat"),
      initials: "OC",
      href: "https://github.com/octocat",
    });
    // Built locally: a data URL of an SVG with the initials, nothing fetched from GitHub.
    expect(display.image.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(display.image)).toContain(">OC</text>");
  });
  it("uses the fields of a full profile, with its X handle", () => {
    expect(
      toContributorDisplay({
        github: "jane-doe",
        name: "Jane Doe",
        title: "Solutions Engineer",
        image: "/images/people/jane.svg",
        twitter: "janedoe",
      }),
    ).toEqual({
      handle: "jane-doe",
      name: "Jane Doe",
      title: "Solutions Engineer",
      image: "/images/people/jane.svg",
      initials: "JD",
      href: "https://github.com/jane-doe",
      twitter: "janedoe",
    });
  });
});

describe("mergeLogins", () => {
  it.each([
    [["a"], ["b", "c"], ["a", "b", "c"]],
    [["Marc"], ["marc", "x"], ["Marc", "x"]],
    [[], ["o"], ["o"]],
    [["a"], [], ["a"]],
  ])("%j then %j gives %j", (first, then, want) => {
    expect(mergeLogins(first, then)).toEqual(want);
  });
});

describe("buildContributorsMap", () => {
  const logs: Record<string, string> = {
    "pages/docs/index.mdx": [
      "s1\tLangfuse Website\twebsite@langfuse.com",
      "s2\tMarc\t1+marcklingen@users.noreply.github.com",
    ].join("\n"),
    "cookbook/integration_x.ipynb": [
      "s3\tRandom Person\trandom@mail.example",
      "s4\tOcto\t42+octocat@users.noreply.github.com",
    ].join("\n"),
    "pages/docs/new.mdx": "",
  };
  const pages = [
    { route: "/docs", sourceFile: "pages/docs/index.mdx" },
    // Both routes of a notebook take the notebook's contributors.
    { route: "/integrations/x", sourceFile: "cookbook/integration_x.ipynb" },
    {
      route: "/guides/cookbook/integration_x",
      sourceFile: "cookbook/integration_x.ipynb",
    },
    { route: "/docs/new", sourceFile: "pages/docs/new.mdx" },
  ];

  it("lists page owners after the git contributors, and gives pages without history their owners", async () => {
    const result = await buildContributorsMap({
      pages,
      gitLog: (f) => logs[f] ?? "",
      identities: {},
      owners: [
        { pattern: "/docs", logins: ["lydiagyou", "MarcKlingen"], line: 1 },
        { pattern: "/docs/**", logins: ["hassiebp"], line: 2 },
      ],
    });
    expect(result.map).toEqual({
      "/docs": ["marcklingen", "lydiagyou"],
      "/docs/new": ["hassiebp"],
      "/guides/cookbook/integration_x": ["octocat"],
      "/integrations/x": ["octocat"],
    });
  });

  it("without a token: known logins only, unknown emails listed, empty pages left out", async () => {
    const result = await buildContributorsMap({
      pages,
      gitLog: (f) => logs[f] ?? "",
      identities: {},
    });
    expect(result.map).toEqual({
      "/docs": ["marcklingen"],
      "/guides/cookbook/integration_x": ["octocat"],
      "/integrations/x": ["octocat"],
    });
    expect(result.unresolved).toEqual([
      "random@mail.example",
      "website@langfuse.com",
    ]);
  });

  describe("with the GitHub commits API (a local fake server)", () => {
    let server: Server;
    let apiUrl: string;
    const requests: Array<{ url: string; auth: string | undefined }> = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        requests.push({ url: req.url ?? "", auth: req.headers.authorization });
        if (req.url === "/repos/langfuse/langfuse-docs/commits/s3") {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(
            JSON.stringify({ sha: "s3", author: { login: "random-gh" } }),
          );
        } else if (req.url === "/repos/langfuse/langfuse-docs/commits/s1") {
          // A commit whose email belongs to no GitHub account.
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ sha: "s1", author: null }));
        } else {
          res.writeHead(404).end();
        }
      });
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it("resolves the remaining emails once each, authenticated", async () => {
      const warnings: string[] = [];
      const result = await buildContributorsMap({
        pages,
        gitLog: (f) => logs[f] ?? "",
        identities: {},
        lookup: githubCommitLookup({
          apiUrl,
          repository: repositorySlug(
            "https://github.com/langfuse/langfuse-docs",
          ),
          token: "t0k3n",
          warn: (m) => warnings.push(m),
        }),
      });
      expect(result.map["/integrations/x"]).toEqual(["random-gh", "octocat"]);
      expect(result.map["/docs"]).toEqual(["marcklingen"]);
      expect(result.unresolved).toEqual(["website@langfuse.com"]);
      expect(requests.map((r) => r.url).sort()).toEqual([
        "/repos/langfuse/langfuse-docs/commits/s1",
        "/repos/langfuse/langfuse-docs/commits/s3",
      ]);
      expect(requests.every((r) => r.auth === "Bearer t0k3n")).toBe(true);
      expect(warnings).toEqual([]);
    });

    it("treats an API error as unknown and warns", async () => {
      const warnings: string[] = [];
      const lookup = githubCommitLookup({
        apiUrl,
        repository: "langfuse/other",
        token: "t",
        warn: (m) => warnings.push(m),
      });
      expect(
        await lookup({ sha: "zz", name: "n", email: "e@x" }),
      ).toBeUndefined();
      expect(warnings).toEqual(["GitHub API 404 for commit zz"]);
    });
  });
});

describe("repositorySlug", () => {
  it.each([
    ["https://github.com/langfuse/langfuse-docs", "langfuse/langfuse-docs"],
    ["https://github.com/o/r.git", "o/r"],
    ["https://github.com/o/r/", "o/r"],
  ])("%s -> %s", (url, slug) => {
    expect(repositorySlug(url)).toBe(slug);
  });
  it("rejects other hosts", () => {
    expect(() => repositorySlug("https://gitlab.com/o/r")).toThrow(
      "not a GitHub repository URL",
    );
  });
});
