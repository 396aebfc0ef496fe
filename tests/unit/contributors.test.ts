import { describe, expect, it } from "vitest";
import {
  authorToHandle,
  contributorsFor,
  handlesFromGitLog,
  sourceFileToDocPath,
  toContributorDisplay,
} from "@/lib/contributors";

describe("authorToHandle", () => {
  it.each([
    [
      { name: "Marc", email: "1234+marcklingen@users.noreply.github.com" },
      "marcklingen",
    ],
    [
      { name: "C", email: "98765+clemra@users.noreply.github.com" },
      "clemensrawert",
    ],
    [
      { name: "X", email: "hassiebp@users.noreply.github.com" },
      "hassiebpakzad",
    ],
    [{ name: "Max Deichmann", email: "max@example.com" }, "maxdeichmann"],
    [{ name: "Someone", email: "someone.else@example.com" }, "someone.else"],
    [{ name: "Octo", email: "42+octocat@users.noreply.github.com" }, "octocat"],
    [{ name: "S", email: "steffen911@example.org" }, "steffenschmitz"],
  ])("%j -> %s", (author, handle) => {
    expect(authorToHandle(author)).toBe(handle);
  });
});

describe("handlesFromGitLog", () => {
  it("keeps the newest-first order and drops repeats", () => {
    const log = [
      "Octo\t42+octocat@users.noreply.github.com",
      "Marc\t1+marcklingen@users.noreply.github.com",
      "Octo\t42+octocat@users.noreply.github.com",
      "",
      "Jane\tjane@example.com",
    ].join("\n");
    expect(handlesFromGitLog(log)).toEqual(["octocat", "marcklingen", "jane"]);
  });
});

describe("sourceFileToDocPath and contributorsFor", () => {
  const map = {
    "/docs/index": ["a"],
    "/docs/tracing": ["b"],
    "/guides/index": ["c"],
  };
  it.each([
    ["pages/docs/index.mdx", "/docs/index"],
    ["pages/docs/tracing.md", "/docs/tracing"],
    ["pages/index.mdx", "/index"],
  ])("%s -> %s", (file, path) => {
    expect(sourceFileToDocPath(file)).toBe(path);
  });
  it.each([
    ["/docs", ["a"]],
    ["/docs/", ["a"]],
    ["/docs/index", ["a"]],
    ["/docs/tracing", ["b"]],
    ["/docs/tracing#setup", ["b"]],
    ["/guides", ["c"]],
    ["/unknown", []],
  ])("lookup %s", (path, expected) => {
    expect(contributorsFor(map, path)).toEqual(expected);
  });
});

describe("toContributorDisplay", () => {
  it("uses roster data for team members, also by GitHub login", () => {
    expect(toContributorDisplay("clemra")).toMatchObject({
      name: "Clemens Rawert",
      title: "Co-founder",
      image: "/images/people/clemensrawert.svg",
    });
  });
  it("shows the handle and `Contributor` for anyone else, with a GitHub avatar", () => {
    expect(toContributorDisplay("octocat")).toEqual({
      handle: "octocat",
      name: "octocat",
      title: "Contributor",
      image: "https://github.com/octocat.png",
      initials: "OC",
      href: "https://github.com/octocat",
    });
  });
});
