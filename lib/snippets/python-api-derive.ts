import {
  child,
  children,
  dottedName,
  isNode,
  stringConstant,
  text,
  walk,
  type PyNode,
} from "./python-ast";
import type {
  PyClass,
  PyMember,
  PySignature,
  PyType,
  PythonSdkApi,
} from "./python-api";

/** One module of the SDK's source, parsed. */
export interface SdkModule {
  /** Dotted name: `langfuse._client.span`; a package's `__init__.py` is the package's name. */
  name: string;
  isPackage: boolean;
  tree: PyNode;
}

/** `langfuse/_client/span.py` -> `langfuse._client.span`; `langfuse/__init__.py` -> `langfuse`. */
export function moduleNameOf(path: string): {
  name: string;
  isPackage: boolean;
} {
  const parts = path.replace(/\.py$/, "").split("/");
  const isPackage = parts.at(-1) === "__init__";
  if (isPackage) parts.pop();
  return { name: parts.join("."), isPackage };
}

/**
 * Public modules: no segment starts with `_`, and of the generated HTTP client only `langfuse.api`
 * itself (its `resources.*` modules are reached through `langfuse.api`'s names).
 */
export function isPublicModule(name: string): boolean {
  if (name.split(".").some((part) => part.startsWith("_"))) return false;
  return !name.startsWith("langfuse.api.");
}

type Binding =
  | { kind: "class"; node: PyNode }
  | { kind: "function"; defs: PyNode[] }
  | { kind: "module"; module: string }
  | { kind: "from"; module: string; name: string }
  | { kind: "assign"; value: PyNode }
  | { kind: "annotated"; annotation: PyNode };

/** What a name or expression of the SDK's source stands for while deriving. */
type Resolved =
  | { kind: "module"; name: string }
  | { kind: "class"; id: string }
  | { kind: "function"; signatures: PySignature[] }
  | { kind: "value"; type?: PyType }
  | { kind: "alias"; type?: PyType }
  /** A name from another package (`typing.Optional`, `pydantic.BaseModel`, `openai`). */
  | { kind: "external"; name: string };

type MemberSource =
  | { kind: "methods"; defs: PyNode[] }
  | { kind: "attribute"; annotation?: PyNode; value?: PyNode; method?: PyNode };

interface ClassInfo {
  id: string;
  module: string;
  node: PyNode;
  /** Own members in source order, private ones included (attribute types may need them). */
  own: Map<string, MemberSource>;
  bases: Resolved[];
  /** Plain data (TypedDict, pydantic model, enum): a name only, never followed. */
  data: boolean;
  /** Derives from a class of another package: unknown attributes may exist. */
  open: boolean;
}

/** Context of an expression inside a method: `self` and the parameters' annotations. */
interface MethodContext {
  classId: string;
  method: PyNode;
}

const HARMLESS_BASES = new Set(["object", "ABC", "Generic", "Protocol"]);
const DATA_BASES = new Set([
  "TypedDict",
  "BaseModel",
  "UniversalBaseModel",
  "Enum",
  "IntEnum",
  "StrEnum",
]);
const ITERABLES = new Set([
  "List",
  "list",
  "Sequence",
  "Iterable",
  "Iterator",
  "Generator",
  "AsyncGenerator",
  "AsyncIterator",
  "AsyncIterable",
  "Set",
  "set",
  "FrozenSet",
]);
const CONTEXT_MANAGERS = new Set([
  "_AgnosticContextManager",
  "ContextManager",
  "AbstractContextManager",
  "AsyncContextManager",
  "AbstractAsyncContextManager",
]);
/** Modules whose names a module imports for annotations only; not part of its public names. */
const TYPING_MODULES = new Set([
  "typing",
  "typing_extensions",
  "abc",
  "__future__",
]);
const PASS_THROUGH = new Set(["Optional", "Annotated", "Awaitable", "Final"]);

const lastSegment = (name: string) => name.slice(name.lastIndexOf(".") + 1);
const isPublic = (name: string) => !name.startsWith("_");

function decoratorNames(def: PyNode): string[] {
  return children(def, "decorator_list").map((d) =>
    lastSegment(dottedName(d._ === "Call" ? child(d, "func") : d) ?? ""),
  );
}

function argumentsOf(def: PyNode) {
  const args = child(def, "args");
  const list = (field: string) => (args ? children(args, field) : []);
  return {
    positionalOnly: list("posonlyargs"),
    positional: list("args"),
    keywordOnly: list("kwonlyargs"),
    defaults: list("defaults").length,
    keywordDefaults: args
      ? (args.kw_defaults as unknown[]).map((d) => isNode(d))
      : [],
    varKeyword: Boolean(args && child(args, "kwarg")),
    varPositional: Boolean(args && child(args, "vararg")),
  };
}

/** Derives the public API from the SDK's parsed modules. */
export class PythonApiDeriver {
  private readonly modules = new Map<
    string,
    { source: SdkModule; bindings: Map<string, Binding> }
  >();
  private readonly classes = new Map<string, ClassInfo>();
  private readonly resolving = new Set<string>();

  constructor(sources: SdkModule[]) {
    for (const source of sources)
      this.modules.set(source.name, {
        source,
        bindings: this.collectBindings(source),
      });
  }

  /** Top-level names of a module, including those bound under `if` and `try`; the first wins. */
  private collectBindings(source: SdkModule): Map<string, Binding> {
    const bindings = new Map<string, Binding>();
    const bind = (name: string, binding: Binding) => {
      if (!bindings.has(name)) bindings.set(name, binding);
    };
    const visit = (statements: PyNode[]) => {
      for (let i = 0; i < statements.length; i++) {
        const s = statements[i]!;
        switch (s._) {
          case "ClassDef":
            bind(text(s, "name")!, { kind: "class", node: s });
            break;
          case "FunctionDef":
          case "AsyncFunctionDef": {
            const name = text(s, "name")!;
            const existing = bindings.get(name);
            if (existing?.kind === "function") existing.defs.push(s);
            else bind(name, { kind: "function", defs: [s] });
            break;
          }
          case "Import":
            for (const alias of children(s, "names")) {
              const full = text(alias, "name")!;
              const as = text(alias, "asname");
              if (as) bind(as, { kind: "module", module: full });
              else
                bind(full.split(".")[0]!, {
                  kind: "module",
                  module: full.split(".")[0]!,
                });
            }
            break;
          case "ImportFrom": {
            const from = this.absoluteModule(
              source,
              text(s, "module") ?? "",
              (s.level as number) ?? 0,
            );
            for (const alias of children(s, "names")) {
              const name = text(alias, "name")!;
              if (name === "*") continue;
              bind(text(alias, "asname") ?? name, {
                kind: "from",
                module: from,
                name,
              });
            }
            break;
          }
          case "Assign": {
            const targets = children(s, "targets");
            const value = child(s, "value");
            for (const t of targets)
              if (t._ === "Name" && value)
                bind(text(t, "id")!, { kind: "assign", value });
            break;
          }
          case "AnnAssign": {
            const target = child(s, "target");
            const value = child(s, "value");
            if (target?._ === "Name") {
              const name = text(target, "id")!;
              if (value) bind(name, { kind: "assign", value });
              else
                bind(name, {
                  kind: "annotated",
                  annotation: child(s, "annotation")!,
                });
            }
            break;
          }
          case "If":
            visit(children(s, "body"));
            visit(children(s, "orelse"));
            break;
          case "Try":
          case "TryStar":
            visit(children(s, "body"));
            visit(children(s, "orelse"));
            for (const h of children(s, "handlers")) visit(children(h, "body"));
            visit(children(s, "finalbody"));
            break;
        }
      }
    };
    visit(children(source.tree, "body"));
    return bindings;
  }

  private absoluteModule(
    source: SdkModule,
    module: string,
    level: number,
  ): string {
    if (level === 0) return module;
    const parts = source.name.split(".");
    const base = source.isPackage ? parts : parts.slice(0, -1);
    const anchor = base.slice(0, base.length - (level - 1));
    return [...anchor, ...(module ? [module] : [])].join(".");
  }

  /** What `name` means at the top level of `module` (following imports), or undefined. */
  resolveName(module: string, name: string): Resolved | undefined {
    const entry = this.modules.get(module);
    if (!entry) return { kind: "external", name: `${module}.${name}` };
    const binding = entry.bindings.get(name);
    if (!binding) {
      const submodule = `${module}.${name}`;
      return this.modules.has(submodule)
        ? { kind: "module", name: submodule }
        : undefined;
    }
    const key = `name:${module}.${name}`;
    if (this.resolving.has(key)) return undefined;
    this.resolving.add(key);
    try {
      switch (binding.kind) {
        case "class":
          return { kind: "class", id: `${module}.${name}` };
        case "function":
          return {
            kind: "function",
            signatures: this.signatures(module, binding.defs, undefined),
          };
        case "module":
          return this.modules.has(binding.module)
            ? { kind: "module", name: binding.module }
            : { kind: "external", name: binding.module };
        case "from": {
          const submodule = `${binding.module}.${binding.name}`;
          if (this.modules.has(submodule))
            return { kind: "module", name: submodule };
          if (!this.modules.has(binding.module))
            return { kind: "external", name: submodule };
          return this.resolveName(binding.module, binding.name);
        }
        case "assign":
          return this.evaluate(module, binding.value, undefined);
        case "annotated":
          return {
            kind: "value",
            type: this.typeOf(module, binding.annotation, undefined),
          };
      }
    } finally {
      this.resolving.delete(key);
    }
  }

  /** What an expression of the SDK's source evaluates to, as far as names and types go. */
  private evaluate(
    module: string,
    node: PyNode,
    ctx: MethodContext | undefined,
  ): Resolved | undefined {
    switch (node._) {
      case "Name": {
        const id = text(node, "id")!;
        if (ctx) {
          if (id === "self")
            return { kind: "value", type: { class: ctx.classId } };
          const param = this.parameter(ctx.method, id);
          if (param) {
            const annotation = child(param, "annotation");
            return {
              kind: "value",
              type: annotation && this.typeOf(module, annotation, ctx),
            };
          }
        }
        return this.resolveName(module, id) ?? { kind: "external", name: id };
      }
      case "Attribute": {
        const base = this.evaluate(module, child(node, "value")!, ctx);
        return base && this.attributeOf(base, text(node, "attr")!);
      }
      case "Call": {
        const callee = this.evaluate(module, child(node, "func")!, ctx);
        if (callee?.kind === "class") {
          const info = this.classInfo(callee.id);
          return {
            kind: "value",
            type: info?.data ? undefined : { class: callee.id },
          };
        }
        if (callee?.kind === "function")
          return { kind: "value", type: callee.signatures.at(-1)?.returns };
        return { kind: "value" };
      }
      case "Subscript":
      case "BinOp":
        return { kind: "alias", type: this.typeOf(module, node, ctx) };
      default:
        return { kind: "value" };
    }
  }

  private attributeOf(base: Resolved, attr: string): Resolved | undefined {
    switch (base.kind) {
      case "module":
        return this.resolveName(base.name, attr);
      case "external":
        return { kind: "external", name: `${base.name}.${attr}` };
      case "class":
        return this.member(base.id, attr);
      case "value":
        return base.type && "class" in base.type
          ? this.member(base.type.class, attr)
          : { kind: "value" };
      default:
        return { kind: "value" };
    }
  }

  private parameter(method: PyNode, name: string): PyNode | undefined {
    const a = argumentsOf(method);
    return [...a.positionalOnly, ...a.positional, ...a.keywordOnly].find(
      (p) => text(p, "arg") === name,
    );
  }

  /** A type annotation as a PyType, or undefined when it names nothing the SDK defines. */
  typeOf(
    module: string,
    node: PyNode,
    ctx: MethodContext | undefined,
  ): PyType | undefined {
    if (node._ === "Constant") {
      const forward = stringConstant(node);
      if (forward && /^[\w.]+$/.test(forward)) {
        const [head, ...rest] = forward.split(".");
        let r = this.resolveName(module, head!);
        for (const part of rest) r = r && this.attributeOf(r, part);
        return r && this.asType(r);
      }
      return undefined;
    }
    if (node._ === "Name" || node._ === "Attribute") {
      const r = this.evaluate(module, node, undefined);
      return r && this.asType(r);
    }
    if (node._ === "BinOp" && child(node, "op")?._ === "BitOr")
      return this.union(
        [
          this.typeOf(module, child(node, "left")!, ctx),
          this.typeOf(module, child(node, "right")!, ctx),
        ],
        [child(node, "left")!, child(node, "right")!],
      );
    if (node._ === "Subscript") {
      const generic = lastSegment(dottedName(child(node, "value")) ?? "");
      const slice = child(node, "slice")!;
      const args = slice._ === "Tuple" ? children(slice, "elts") : [slice];
      const first = args[0];
      if (!first) return undefined;
      if (PASS_THROUGH.has(generic)) return this.typeOf(module, first, ctx);
      if (generic === "Union")
        return this.union(
          args.map((a) => this.typeOf(module, a, ctx)),
          args,
        );
      if (generic === "Coroutine")
        return args.at(-1) && this.typeOf(module, args.at(-1)!, ctx);
      if (ITERABLES.has(generic)) {
        const of = this.typeOf(module, first, ctx);
        return of && { list: of };
      }
      if (CONTEXT_MANAGERS.has(generic)) {
        const of = this.typeOf(module, first, ctx);
        return of && { cm: of };
      }
    }
    return undefined;
  }

  /** A union of the known types; `None` members are dropped, any other unknown makes it unknown. */
  private union(
    types: (PyType | undefined)[],
    nodes: PyNode[],
  ): PyType | undefined {
    const known: PyType[] = [];
    for (let i = 0; i < types.length; i++) {
      const t = types[i];
      const n = nodes[i]!;
      if (t) known.push(t);
      else if (!(n._ === "Constant" && n.value === null)) return undefined;
    }
    if (known.length === 0) return undefined;
    return known.length === 1 ? known[0] : { union: known };
  }

  private asType(r: Resolved): PyType | undefined {
    if (r.kind === "class")
      return this.classInfo(r.id)?.data ? undefined : { class: r.id };
    if (r.kind === "alias") return r.type;
    return undefined;
  }

  private classInfo(id: string): ClassInfo | undefined {
    const cached = this.classes.get(id);
    if (cached) return cached;
    const cut = id.lastIndexOf(".");
    const moduleName = id.slice(0, cut);
    const binding = this.modules
      .get(moduleName)
      ?.bindings.get(id.slice(cut + 1));
    if (binding?.kind !== "class") return undefined;
    const node = binding.node;
    const info: ClassInfo = {
      id,
      module: moduleName,
      node,
      own: new Map(),
      bases: [],
      data: false,
      open: false,
    };
    this.classes.set(id, info);
    for (const baseNode of children(node, "bases")) {
      const target =
        baseNode._ === "Subscript" ? child(baseNode, "value")! : baseNode;
      const base = this.evaluate(moduleName, target, undefined) ?? {
        kind: "external",
        name: "?",
      };
      info.bases.push(base);
      if (base.kind === "class") {
        const baseInfo = this.classInfo(base.id);
        info.data ||= Boolean(baseInfo?.data);
        info.open ||= Boolean(baseInfo?.open);
      } else {
        const name = base.kind === "external" ? lastSegment(base.name) : "?";
        if (DATA_BASES.has(name)) info.data = true;
        else if (!HARMLESS_BASES.has(name)) info.open = true;
      }
    }
    const addAttribute = (name: string, source: MemberSource) => {
      const existing = info.own.get(name);
      if (
        !existing ||
        (existing.kind === "attribute" &&
          !existing.annotation &&
          source.kind === "attribute" &&
          source.annotation)
      )
        info.own.set(name, source);
    };
    for (const s of children(node, "body")) {
      if (s._ === "FunctionDef" || s._ === "AsyncFunctionDef") {
        const name = text(s, "name")!;
        if (decoratorNames(s).some((d) => d === "setter" || d === "deleter"))
          continue;
        const existing = info.own.get(name);
        if (existing?.kind === "methods") existing.defs.push(s);
        else info.own.set(name, { kind: "methods", defs: [s] });
      } else if (s._ === "AnnAssign" && child(s, "target")?._ === "Name") {
        addAttribute(text(child(s, "target")!, "id")!, {
          kind: "attribute",
          annotation: child(s, "annotation"),
          value: child(s, "value"),
        });
      } else if (s._ === "Assign") {
        for (const t of children(s, "targets"))
          if (t._ === "Name")
            addAttribute(text(t, "id")!, {
              kind: "attribute",
              value: child(s, "value"),
            });
      }
    }
    // Instance attributes: `self.x = ...` / `self.x: T = ...` in any method.
    for (const s of children(node, "body")) {
      if (s._ !== "FunctionDef" && s._ !== "AsyncFunctionDef") continue;
      for (const n of walk(s)) {
        const targets =
          n._ === "Assign"
            ? children(n, "targets")
            : n._ === "AnnAssign"
              ? [child(n, "target")!]
              : [];
        for (const t of targets) {
          if (t._ !== "Attribute" || dottedName(child(t, "value")) !== "self")
            continue;
          addAttribute(text(t, "attr")!, {
            kind: "attribute",
            annotation:
              n._ === "AnnAssign" ? child(n, "annotation") : undefined,
            value: child(n, "value"),
            method: s,
          });
        }
      }
    }
    return info;
  }

  /** A member of a class (own, else inherited from an SDK base), private ones included. */
  private member(id: string, name: string): Resolved | undefined {
    const info = this.classInfo(id);
    if (!info) return undefined;
    const source = info.own.get(name);
    if (source) return this.memberValue(info, name, source);
    for (const base of info.bases) {
      if (base.kind !== "class") continue;
      const inherited = this.member(base.id, name);
      if (inherited) return inherited;
    }
    return undefined;
  }

  private memberValue(
    info: ClassInfo,
    name: string,
    source: MemberSource,
  ): Resolved | undefined {
    const key = `member:${info.id}.${name}`;
    if (this.resolving.has(key)) return { kind: "value" };
    this.resolving.add(key);
    try {
      if (source.kind === "methods") {
        const decorators = decoratorNames(source.defs[0]!);
        if (
          decorators.includes("property") ||
          decorators.includes("cached_property")
        ) {
          const returns = child(source.defs[0]!, "returns");
          return {
            kind: "value",
            type: returns && this.typeOf(info.module, returns, undefined),
          };
        }
        return {
          kind: "function",
          signatures: this.signatures(info.module, source.defs, info.id),
        };
      }
      const ctx = source.method
        ? { classId: info.id, method: source.method }
        : undefined;
      if (source.annotation)
        return {
          kind: "value",
          type: this.typeOf(info.module, source.annotation, ctx),
        };
      if (source.value) {
        const r = this.evaluate(info.module, source.value, ctx);
        return r?.kind === "value"
          ? r
          : r?.kind === "function" || r?.kind === "class"
            ? r
            : { kind: "value" };
      }
      return { kind: "value" };
    } finally {
      this.resolving.delete(key);
    }
  }

  /** Signatures of a function or method: each `@overload`, then the implementation. */
  private signatures(
    module: string,
    defs: PyNode[],
    classId: string | undefined,
  ): PySignature[] {
    // `**kwargs` the implementation never reads swallows keywords silently (span.update(user_id=...)
    // does nothing); such keywords are not part of the API.
    const implementation = defs.at(-1)!;
    const kwarg = child(
      child(implementation, "args") ?? { _: "arguments" },
      "kwarg",
    );
    const kwargName = kwarg && text(kwarg, "arg");
    const readsKwargs =
      kwargName !== undefined &&
      children(implementation, "body").some((s) =>
        [...walk(s)].some((n) => n._ === "Name" && text(n, "id") === kwargName),
      );
    return defs.map((def) => {
      const decorators = decoratorNames(def);
      const dropFirst =
        classId !== undefined && !decorators.includes("staticmethod");
      const a = argumentsOf(def);
      const allPositional = [...a.positionalOnly, ...a.positional];
      const withDefault = new Set<PyNode>([
        ...allPositional.slice(allPositional.length - a.defaults),
        ...a.keywordOnly.filter((_, i) => a.keywordDefaults[i]),
      ]);
      const positional = allPositional.slice(dropFirst ? 1 : 0);
      const params = [
        ...positional.filter((p) => !a.positionalOnly.includes(p)),
        ...a.keywordOnly,
      ];
      const name = (p: PyNode) => text(p, "arg")!;
      const signature: PySignature = {
        params: params.map(name),
        positional: positional.map(name),
        required: [...positional, ...a.keywordOnly]
          .filter((p) => !withDefault.has(p))
          .map(name),
      };
      if (a.varPositional) signature.varPositional = true;
      if (a.varKeyword && readsKwargs) signature.varKeyword = true;
      else if (a.varKeyword) signature.ignoresKeywords = true;
      for (const p of params) {
        const annotation = child(p, "annotation");
        if (
          annotation?._ !== "Subscript" ||
          lastSegment(dottedName(child(annotation, "value")) ?? "") !==
            "Literal"
        )
          continue;
        const value = stringConstant(child(annotation, "slice"));
        if (value === undefined) continue;
        signature.literals ??= {};
        signature.literals[text(p, "arg")!] = withDefault.has(p)
          ? { value, optional: true }
          : { value };
      }
      const returns = child(def, "returns");
      if (returns) {
        const ctx = classId ? { classId, method: def } : undefined;
        const type = this.typeOf(module, returns, ctx);
        const isContextManager = decorators.some((d) =>
          /contextmanager$/.test(d),
        );
        const returned =
          isContextManager && type && "list" in type ? { cm: type.list } : type;
        if (returned) signature.returns = returned;
      }
      return signature;
    });
  }

  /** The API list of the public modules, with every class their names lead to. */
  derive(source: PythonSdkApi["source"]): PythonSdkApi {
    const api: PythonSdkApi = { source, modules: {}, classes: {} };
    const pending: string[] = [];
    const seen = new Set<string>();
    const enqueueType = (type: PyType | undefined) => {
      if (!type) return;
      if ("class" in type) {
        if (!seen.has(type.class)) {
          seen.add(type.class);
          pending.push(type.class);
        }
      } else if ("union" in type) type.union.forEach(enqueueType);
      else if ("list" in type) enqueueType(type.list);
      else if ("cm" in type) enqueueType(type.cm);
    };
    const toMember = (r: Resolved | undefined): PyMember => {
      if (!r) return { kind: "attribute" };
      switch (r.kind) {
        case "module":
          return { kind: "module", module: r.name };
        case "class":
          if (this.classInfo(r.id)?.data) return { kind: "attribute" };
          enqueueType({ class: r.id });
          return { kind: "class", class: r.id };
        case "function":
          for (const s of r.signatures) enqueueType(s.returns);
          return { kind: "function", signatures: r.signatures };
        case "value":
          enqueueType(r.type);
          return r.type
            ? { kind: "attribute", type: r.type }
            : { kind: "attribute" };
        default:
          return { kind: "attribute" };
      }
    };
    const moduleNames = [...this.modules.keys()].filter(isPublicModule).sort();
    for (const name of moduleNames) {
      const { source: mod, bindings } = this.modules.get(name)!;
      const members: Record<string, PyMember> = {};
      for (const member of this.publicNames(mod, bindings, moduleNames))
        members[member] = toMember(this.resolveName(name, member));
      api.modules[name] = members;
    }
    while (pending.length > 0) {
      const id = pending.shift()!;
      const info = this.classInfo(id)!;
      const cls: PyClass = { members: {} };
      if (info.open) cls.open = true;
      const init = this.member(id, "__init__");
      if (init?.kind === "function") {
        cls.init = init.signatures;
        for (const s of init.signatures) delete s.returns;
      }
      for (const name of this.memberNames(info).filter(isPublic).sort())
        cls.members[name] = toMember(this.member(id, name));
      api.classes[id] = cls;
    }
    api.classes = Object.fromEntries(
      Object.entries(api.classes).sort(([a], [b]) => a.localeCompare(b)),
    );
    return api;
  }

  /**
   * `__all__` when the module defines it, else every top-level name without a leading `_`
   * except typing helpers it imports (`Any`, `Optional`, ...), plus its submodules.
   */
  private publicNames(
    mod: SdkModule,
    bindings: Map<string, Binding>,
    moduleNames: string[],
  ): string[] {
    const all = bindings.get("__all__");
    const names =
      all?.kind === "assign" &&
      (all.value._ === "List" || all.value._ === "Tuple")
        ? children(all.value, "elts")
            .map((e) => stringConstant(e))
            .filter((n): n is string => n !== undefined)
        : [...bindings.entries()]
            .filter(
              ([name, b]) =>
                isPublic(name) &&
                !(b.kind === "from" && TYPING_MODULES.has(b.module)),
            )
            .map(([name]) => name);
    const submodules = moduleNames
      .filter(
        (m) =>
          m.startsWith(`${mod.name}.`) &&
          !m.slice(mod.name.length + 1).includes("."),
      )
      .map((m) => m.slice(mod.name.length + 1));
    return [...new Set([...names, ...submodules])].sort();
  }

  private memberNames(info: ClassInfo): string[] {
    const names = new Set(info.own.keys());
    for (const base of info.bases) {
      if (base.kind !== "class") continue;
      const baseInfo = this.classInfo(base.id);
      if (baseInfo) for (const n of this.memberNames(baseInfo)) names.add(n);
    }
    return [...names];
  }
}

/** The public API list of the SDK's parsed modules. */
export function derivePythonApi(
  modules: SdkModule[],
  source: PythonSdkApi["source"],
): PythonSdkApi {
  return new PythonApiDeriver(modules).derive(source);
}
