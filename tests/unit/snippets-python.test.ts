import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  PYTHON_SDK_API_FILE,
  type PythonSdkApi,
} from "@/lib/snippets/python-api";
import {
  derivePythonApi,
  isPublicModule,
  moduleNameOf,
} from "@/lib/snippets/python-api-derive";
import { parsePython, type PyNode } from "@/lib/snippets/python-ast";
import { checkPythonNames } from "@/lib/snippets/python-check";

/** A tiny SDK in the shape of langfuse-python: a package, a private client module, overloads. */
const MINI_SDK: Record<string, string> = {
  "langfuse/__init__.py": `
from ._client.client import Langfuse
from ._client.get_client import get_client
from ._client.observe import observe
__all__ = ["Langfuse", "get_client", "observe"]
`,
  "langfuse/_client/client.py": `
from contextlib import contextmanager
from typing import Any, Generator, Literal, Optional, overload
from .span import Generation, Span

class Langfuse:
    def __init__(self, *, public_key: Optional[str] = None):
        self.api = Api()
        self._secret = "x"

    def flush(self) -> None: ...

    @contextmanager
    def start_as_current_span(self, *, name: str) -> Generator[Span, None, None]:
        yield Span()

    @overload
    def start_observation(self, *, name: str, as_type: Literal["generation"]) -> Generation: ...
    @overload
    def start_observation(self, *, name: str, as_type: Literal["span"] = "span") -> Span: ...
    def start_observation(self, *, name: str, as_type: str = "span") -> "Span":
        return Span()

class Api:
    def list(self, *, page: Optional[int] = None, **kwargs: Any) -> dict:
        return dict(page=page, **kwargs)
`,
  "langfuse/_client/span.py": `
from typing import Any, Optional

class Span:
    trace_id: str

    def update(self, *, output: Optional[Any] = None, **kwargs: Any) -> "Span":
        return self

class Generation(Span):
    def set_model(self, model: str) -> None: ...
`,
  "langfuse/_client/get_client.py": `
from .client import Langfuse

def get_client(*, public_key=None) -> Langfuse:
    return Langfuse(public_key=public_key)
`,
  "langfuse/_client/observe.py": `
class _Decorator:
    def observe(self, func=None, *, name=None, as_type=None):
        return func

_decorator = _Decorator()
observe = _decorator.observe
`,
};

const source = {
  repository: "https://example.com/sdk",
  tag: "v0.0.1",
  commit: "0".repeat(40),
  generatedBy: "test",
};

function deriveMini(): PythonSdkApi {
  const { results } = parsePython(
    Object.entries(MINI_SDK).map(([id, code]) => ({ id, code })),
  );
  return derivePythonApi(
    results.map((r) => {
      if ("error" in r) throw new Error(`${r.id}: ${r.error.message}`);
      return { ...moduleNameOf(r.id), tree: r.tree };
    }),
    source,
  );
}

describe("moduleNameOf and isPublicModule", () => {
  it.each([
    ["langfuse/__init__.py", "langfuse", true],
    ["langfuse/_client/span.py", "langfuse._client.span", false],
    ["langfuse/openai.py", "langfuse.openai", false],
  ])("%s is %s", (path, name, isPackage) => {
    expect(moduleNameOf(path)).toEqual({ name, isPackage });
  });

  it.each([
    ["langfuse", true],
    ["langfuse.openai", true],
    ["langfuse.api", true],
    ["langfuse._client.client", false],
    ["langfuse.api.resources.trace.client", false],
  ])("%s public: %s", (name, want) => {
    expect(isPublicModule(name)).toBe(want);
  });
});

describe("derivePythonApi", () => {
  const api = deriveMini();
  const client = api.classes["langfuse._client.client.Langfuse"]!;

  it("lists `__all__` of a module and follows re-exports to their classes", () => {
    expect(Object.keys(api.modules.langfuse!)).toEqual([
      "Langfuse",
      "get_client",
      "observe",
    ]);
    expect(api.modules.langfuse!.get_client).toEqual({
      kind: "function",
      signatures: [
        {
          params: ["public_key"],
          positional: [],
          required: [],
          returns: { class: "langfuse._client.client.Langfuse" },
        },
      ],
    });
  });

  it("resolves a decorator bound from an instance method", () => {
    expect(api.modules.langfuse!.observe).toMatchObject({
      kind: "function",
      signatures: [
        { params: ["func", "name", "as_type"], positional: ["func"] },
      ],
    });
  });

  it("keeps public members only, with instance attributes and their types", () => {
    expect(Object.keys(client.members)).toEqual([
      "api",
      "flush",
      "start_as_current_span",
      "start_observation",
    ]);
    expect(client.members.api).toEqual({
      kind: "attribute",
      type: { class: "langfuse._client.client.Api" },
    });
    expect(client.init).toEqual([
      { params: ["public_key"], positional: [], required: [] },
    ]);
  });

  it("types a @contextmanager's yield as what `with ... as` binds", () => {
    expect(client.members.start_as_current_span).toMatchObject({
      signatures: [
        { returns: { cm: { class: "langfuse._client.span.Span" } } },
      ],
    });
  });

  it("keeps each overload with the literal that selects it", () => {
    const sigs =
      client.members.start_observation?.kind === "function"
        ? client.members.start_observation.signatures
        : [];
    expect(sigs.map((s) => [s.literals, s.returns])).toEqual([
      [
        { as_type: { value: "generation" } },
        { class: "langfuse._client.span.Generation" },
      ],
      [
        { as_type: { value: "span", optional: true } },
        { class: "langfuse._client.span.Span" },
      ],
      [undefined, { class: "langfuse._client.span.Span" }],
    ]);
  });

  it("tells **kwargs that are used from **kwargs that are ignored", () => {
    const api2 = api.classes["langfuse._client.client.Api"]!.members.list;
    const update = api.classes["langfuse._client.span.Span"]!.members.update;
    expect(api2).toMatchObject({ signatures: [{ varKeyword: true }] });
    expect(update).toMatchObject({ signatures: [{ ignoresKeywords: true }] });
  });

  it("merges inherited members into a subclass", () => {
    expect(
      Object.keys(api.classes["langfuse._client.span.Generation"]!.members),
    ).toEqual(["set_model", "trace_id", "update"]);
  });
});

describe("checkPythonNames against the checked-in v3.14.5 list", () => {
  const api = JSON.parse(
    readFileSync(PYTHON_SDK_API_FILE, "utf8"),
  ) as PythonSdkApi;
  const check = (code: string) => {
    const { results, builtins } = parsePython([{ id: "t", code }]);
    const result = results[0]!;
    if ("error" in result) throw new Error(result.error.message);
    return checkPythonNames(result.tree as PyNode, api, new Set(builtins));
  };
  const messages = (code: string) =>
    check(code).problems.map((p) => `${p.line}:${p.col} ${p.message}`);

  it("records where the list comes from", () => {
    expect(api.source).toMatchObject({
      repository: "https://github.com/langfuse/langfuse-python",
      tag: "v3.14.5",
      commit: "afb636c54b56f7be0d6b24a4cafee5c129eea5e8",
    });
  });

  it.each([
    [
      "public imports pass",
      "from langfuse import get_client, observe, propagate_attributes",
      [],
    ],
    [
      "a v2 module fails",
      "from langfuse.decorators import observe",
      ["1:0 `langfuse.decorators` is not a module (Python SDK v3.14.5)"],
    ],
    [
      "a v2 name fails",
      "from langfuse import get_client, langfuse_context",
      [
        "1:33 `langfuse` has no public name `langfuse_context` (Python SDK v3.14.5)",
      ],
    ],
    [
      "integration modules and constructor keywords pass",
      "from langfuse.openai import OpenAI\nfrom langfuse.langchain import CallbackHandler\nCallbackHandler(update_trace=True)",
      [],
    ],
    [
      "a span method v3 does not have fails",
      "from langfuse import get_client\nlangfuse = get_client()\nwith langfuse.start_as_current_span(name='a') as span:\n    span.set_trace_io(input=1)",
      [
        "4:4 `LangfuseSpan` has no attribute or method `set_trace_io` (Python SDK v3.14.5)",
      ],
    ],
    [
      // The overload picked by as_type gives a generation, whose update takes usage_details.
      "a keyword that **kwargs would swallow fails",
      "from langfuse import get_client\nlangfuse = get_client()\nwith langfuse.start_as_current_observation(name='g', as_type='generation') as g:\n    g.update(usage_details={'input': 1}, user_id='u')",
      [
        "4:41 `LangfuseGeneration.update()` has no keyword argument `user_id` (Python SDK v3.14.5; its **kwargs are ignored)",
      ],
    ],
    [
      "a misspelt decorator keyword fails",
      "from langfuse import observe\n@observe(name='x', as_typ='span')\ndef f():\n    pass",
      [
        "2:19 `langfuse.observe()` has no keyword argument `as_typ` (Python SDK v3.14.5)",
      ],
    ],
    [
      // A `langfuse` the block never binds is the client.
      "positional arguments to a keyword-only method fail",
      "langfuse.create_score('accuracy', 0.9)",
      [
        "1:0 `Langfuse.create_score()` takes no positional arguments (2 given); pass them by keyword (Python SDK v3.14.5)",
      ],
    ],
    [
      "dataset items are followed through for and with",
      "from langfuse import get_client\nds = get_client().get_dataset('d')\nfor item in ds.items:\n    with item.run(run_name='r') as root:\n        root.score_trace(name='a', value=1)\n        item.link(root, 'r')",
      [
        "6:8 `DatasetItemClient` has no attribute or method `link` (Python SDK v3.14.5)",
      ],
    ],
    [
      "API client keywords are checked",
      "from langfuse import get_client\nget_client().api.trace.list(limit=5, userId='u')",
      [
        "2:37 `TraceClient.list()` has no keyword argument `userId` (Python SDK v3.14.5)",
      ],
    ],
    [
      "prompt clients are followed by their type",
      "from langfuse import get_client\np = get_client().get_prompt('p', type='chat')\np.compile(name='x')\np.get_langchain_prompt()\np.nothing",
      [
        "5:0 `ChatPromptClient` has no attribute or method `nothing` (Python SDK v3.14.5)",
      ],
    ],
  ])("%s", (_, code, want) => {
    expect(messages(code)).toEqual(want);
  });

  it("lists the names a block uses without defining them, builtins aside", () => {
    expect(
      check(
        "import os\nprint(len(os.environ))\nanswer = chain.invoke({})\nfor x in items:\n    use(x, answer)",
      ).undefinedNames.map((n) => `${n.line}:${n.col} ${n.name}`),
    ).toEqual(["3:9 chain", "4:9 items", "5:4 use"]);
  });
});
