import {
  child,
  children,
  isNode,
  stringConstant,
  text,
  type PyNode,
} from "./python-ast";
import {
  className,
  type PyMember,
  type PySignature,
  type PyType,
  type PythonSdkApi,
} from "./python-api";

/** A position in a block (1-based line, 0-based column) and what is wrong there. */
export interface PythonNameProblem {
  line: number;
  col: number;
  message: string;
}

export interface PythonNameCheck {
  /** SDK names, keywords and argument counts the SDK does not have. */
  problems: PythonNameProblem[];
  /**
   * Names the block uses without defining or importing them (first use of each), when
   * `builtins` was given: the block continues another one or leaves a part to the reader.
   */
  undefinedNames: { name: string; line: number; col: number }[];
}

/** The name the pages give the client (`langfuse = get_client()`); see checkPythonNames. */
export const CLIENT_NAME = "langfuse";
const CLIENT_CLASS = "langfuse._client.client.Langfuse";

/** What a name or expression of a block is, as far as the SDK's names go. */
type Value =
  | { kind: "module"; name: string }
  | { kind: "class"; id: string }
  | { kind: "instance"; type: PyType }
  | { kind: "callable"; label: string; signatures: PySignature[] }
  | { kind: "unknown" };

const UNKNOWN: Value = { kind: "unknown" };

class Scope {
  private readonly names = new Map<string, Value>();
  constructor(private readonly parent?: Scope) {}
  bind(name: string, value: Value) {
    this.names.set(name, value);
  }
  lookup(name: string): Value | undefined {
    return this.names.get(name) ?? this.parent?.lookup(name);
  }
}

function typeLabel(type: PyType): string {
  if ("class" in type) return className(type.class);
  if ("union" in type) return type.union.map(typeLabel).join(" | ");
  if ("list" in type) return `list of ${typeLabel(type.list)}`;
  if ("cm" in type) return `context manager of ${typeLabel(type.cm)}`;
  return type.module;
}

/** Why a call with `positional` arguments and keywords `given` does not fit a signature, or null. */
export function callMismatch(
  signature: PySignature,
  positional: number,
  given: Set<string>,
): string | null {
  if (!signature.varPositional && positional > signature.positional.length)
    return signature.positional.length === 0
      ? `takes no positional arguments (${positional} given); pass them by keyword`
      : `takes at most ${signature.positional.length} positional argument(s) (${positional} given)`;
  const covered = new Set(signature.positional.slice(0, positional));
  const missing = signature.required.filter(
    (r) => !covered.has(r) && !given.has(r),
  );
  return missing.length > 0
    ? `is missing the required argument \`${missing[0]}\``
    : null;
}

/** The overload a call matches by its string-literal keywords, else the implementation. */
export function pickSignature(
  signatures: PySignature[],
  literalArgs: Map<string, string | null>,
): PySignature | undefined {
  const matches = (s: PySignature) =>
    Object.entries(s.literals ?? {}).every(([param, lit]) =>
      literalArgs.has(param)
        ? literalArgs.get(param) === lit.value
        : Boolean(lit.optional),
    );
  const overloads = signatures.slice(0, -1);
  return overloads.find(matches) ?? signatures.at(-1);
}

/**
 * Checks every name a Python block takes from the SDK against the API list: `langfuse` modules
 * and the names imported from them, attributes of the SDK's modules, classes and objects
 * (`langfuse.update_current_trace`, `span.update`, `prompt.compile`, ...) and the keyword
 * arguments of calls to SDK functions, methods, constructors and decorators. Objects are
 * followed through assignments, `with ... as`, `for` loops and calls whose return type the list
 * knows. A name `langfuse` that the block never binds is taken as the client, the name every
 * page gives it, so that a fragment's `langfuse.create_score(...)` is checked too. Values the list
 * cannot follow (other packages, plain data, API response models) are not checked.
 */
export function checkPythonNames(
  tree: PyNode,
  api: PythonSdkApi,
  builtins?: ReadonlySet<string>,
): PythonNameCheck {
  const problems: PythonNameProblem[] = [];
  const undefinedNames: PythonNameCheck["undefinedNames"] = [];
  const undefinedSeen = new Set<string>();
  const version = `(Python SDK ${api.source.tag})`;
  const report = (node: PyNode, message: string) =>
    problems.push({ line: node.line ?? 1, col: node.col ?? 0, message });
  const deferred: (() => void)[] = [];

  const moduleValue = (name: string): Value | undefined =>
    api.modules[name] ? { kind: "module", name } : undefined;

  const memberValue = (member: PyMember, label: string): Value => {
    switch (member.kind) {
      case "function":
        return { kind: "callable", label, signatures: member.signatures };
      case "class":
        return { kind: "class", id: member.class };
      case "module":
        return { kind: "module", name: member.module };
      case "attribute":
        return member.type ? valueOfType(member.type) : UNKNOWN;
    }
  };
  const valueOfType = (type: PyType): Value =>
    "module" in type
      ? { kind: "module", name: type.module }
      : { kind: "instance", type };

  /** Classes a value may be, when every one of them is known; undefined if any is not. */
  const classesOf = (type: PyType): string[] | undefined => {
    if ("class" in type)
      return api.classes[type.class] ? [type.class] : undefined;
    if ("union" in type) {
      const all = type.union.map(classesOf);
      return all.every((c) => c) ? (all.flat() as string[]) : undefined;
    }
    return undefined;
  };

  const attribute = (base: Value, attr: string, node: PyNode): Value => {
    if (base.kind === "module") {
      const members = api.modules[base.name]!;
      const member = members[attr];
      if (member) return memberValue(member, `${base.name}.${attr}`);
      const submodule = moduleValue(`${base.name}.${attr}`);
      if (submodule) return submodule;
      report(
        node,
        `\`${base.name}\` has no public name \`${attr}\` ${version}`,
      );
      return UNKNOWN;
    }
    if (base.kind === "class" || base.kind === "instance") {
      const ids = base.kind === "class" ? [base.id] : classesOf(base.type);
      if (!ids) return UNKNOWN;
      const found = ids
        .map((id) => ({ id, member: api.classes[id]?.members[attr] }))
        .filter((f) => f.member);
      if (found.length === 0) {
        if (ids.some((id) => api.classes[id]?.open)) return UNKNOWN;
        const label =
          base.kind === "instance" ? typeLabel(base.type) : className(base.id);
        report(
          node,
          `\`${label}\` has no attribute or method \`${attr}\` ${version}`,
        );
        return UNKNOWN;
      }
      const first = found[0]!;
      if (found.length === 1 || first.member!.kind !== "attribute")
        return memberValue(first.member!, `${className(first.id)}.${attr}`);
      return UNKNOWN;
    }
    return UNKNOWN;
  };

  const call = (node: PyNode, scope: Scope): Value => {
    const callee = expr(child(node, "func")!, scope);
    for (const a of children(node, "args")) expr(a, scope);
    const keywords = children(node, "keywords");
    for (const k of keywords) expr(child(k, "value")!, scope);
    let label: string;
    let signatures: PySignature[] | undefined;
    if (callee.kind === "callable") {
      label = callee.label;
      signatures = callee.signatures;
    } else if (callee.kind === "class") {
      label = className(callee.id);
      signatures = api.classes[callee.id]?.init;
    } else return UNKNOWN;
    if (
      signatures &&
      signatures.length > 0 &&
      !signatures.some((s) => s.varKeyword)
    ) {
      const accepted = new Set(signatures.flatMap((s) => s.params));
      for (const k of keywords) {
        const name = text(k, "arg");
        if (name !== undefined && !accepted.has(name))
          report(
            k,
            `\`${label}()\` has no keyword argument \`${name}\` ${
              signatures.some((s) => s.ignoresKeywords)
                ? `(Python SDK ${api.source.tag}; its **kwargs are ignored)`
                : version
            }`,
          );
      }
    }
    const positional = children(node, "args");
    const splat =
      positional.some((a) => a._ === "Starred") ||
      keywords.some((k) => text(k, "arg") === undefined);
    if (signatures && signatures.length > 0 && !splat) {
      const given = new Set(keywords.map((k) => text(k, "arg")!));
      const reasons = signatures.map((s) =>
        callMismatch(s, positional.length, given),
      );
      const reason = reasons.at(-1);
      if (reasons.every((r) => r !== null) && reason)
        report(node, `\`${label}()\` ${reason} ${version}`);
    }
    if (callee.kind === "class")
      return { kind: "instance", type: { class: callee.id } };
    const literalArgs = new Map(
      keywords
        .filter((k) => text(k, "arg") !== undefined)
        .map((k) => [
          text(k, "arg")!,
          stringConstant(child(k, "value")) ?? null,
        ]),
    );
    const returns = pickSignature(callee.signatures, literalArgs)?.returns;
    return returns ? valueOfType(returns) : UNKNOWN;
  };

  /** Evaluates an expression, checking every SDK name in it exactly once. */
  const expr = (node: PyNode, scope: Scope): Value => {
    switch (node._) {
      case "Name": {
        const id = text(node, "id")!;
        const bound = scope.lookup(id);
        if (bound) return bound;
        if (builtins && !builtins.has(id) && !undefinedSeen.has(id)) {
          undefinedSeen.add(id);
          undefinedNames.push({
            name: id,
            line: node.line ?? 1,
            col: node.col ?? 0,
          });
        }
        return id === CLIENT_NAME
          ? { kind: "instance", type: { class: CLIENT_CLASS } }
          : UNKNOWN;
      }
      case "Attribute":
        return attribute(
          expr(child(node, "value")!, scope),
          text(node, "attr")!,
          node,
        );
      case "Call":
        return call(node, scope);
      case "Await":
        return expr(child(node, "value")!, scope);
      case "Lambda": {
        const inner = new Scope(scope);
        bindParameters(node, inner);
        expr(child(node, "body")!, inner);
        return UNKNOWN;
      }
      case "ListComp":
      case "SetComp":
      case "GeneratorExp":
      case "DictComp": {
        const inner = new Scope(scope);
        for (const g of children(node, "generators")) {
          bindTarget(
            child(g, "target")!,
            iterated(expr(child(g, "iter")!, inner)),
            inner,
          );
          for (const cond of children(g, "ifs")) expr(cond, inner);
        }
        for (const field of ["elt", "key", "value"]) {
          const part = child(node, field);
          if (part) expr(part, inner);
        }
        return UNKNOWN;
      }
      case "NamedExpr": {
        const value = expr(child(node, "value")!, scope);
        bindTarget(child(node, "target")!, value, scope);
        return value;
      }
      default:
        for (const [key, value] of Object.entries(node)) {
          if (key === "_") continue;
          if (isNode(value)) expr(value, scope);
          else if (Array.isArray(value))
            for (const item of value) if (isNode(item)) expr(item, scope);
        }
        return UNKNOWN;
    }
  };

  const iterated = (value: Value): Value =>
    value.kind === "instance" && "list" in value.type
      ? valueOfType(value.type.list)
      : UNKNOWN;
  const entered = (value: Value): Value =>
    value.kind === "instance" && "cm" in value.type
      ? valueOfType(value.type.cm)
      : UNKNOWN;

  const bindTarget = (target: PyNode, value: Value, scope: Scope) => {
    if (target._ === "Name") scope.bind(text(target, "id")!, value);
    else if (target._ === "Tuple" || target._ === "List")
      for (const t of children(target, "elts")) bindTarget(t, UNKNOWN, scope);
    else if (target._ === "Starred")
      bindTarget(child(target, "value")!, UNKNOWN, scope);
    else expr(target, scope); // `obj.attr = ...`, `d[key] = ...`: check the names in it
  };

  const bindParameters = (node: PyNode, scope: Scope) => {
    const args = child(node, "args");
    if (!args) return;
    for (const field of ["posonlyargs", "args", "kwonlyargs"])
      for (const a of children(args, field))
        scope.bind(text(a, "arg")!, UNKNOWN);
    for (const field of ["vararg", "kwarg"]) {
      const a = child(args, field);
      if (a) scope.bind(text(a, "arg")!, UNKNOWN);
    }
  };

  const importModule = (node: PyNode, module: string): boolean => {
    if (module !== "langfuse" && !module.startsWith("langfuse.")) return false;
    if (api.modules[module]) return true;
    report(node, `\`${module}\` is not a module ${version}`);
    return false;
  };

  const statements = (body: PyNode[], scope: Scope) => {
    for (const s of body) statement(s, scope);
  };

  const statement = (s: PyNode, scope: Scope) => {
    switch (s._) {
      case "Import":
        for (const alias of children(s, "names")) {
          const name = text(alias, "name")!;
          const as = text(alias, "asname");
          const known = importModule(s, name);
          if (as) scope.bind(as, known ? moduleValue(name)! : UNKNOWN);
          else {
            const top = name.split(".")[0]!;
            scope.bind(
              top,
              known || top === "langfuse"
                ? (moduleValue(top) ?? UNKNOWN)
                : UNKNOWN,
            );
          }
        }
        return;
      case "ImportFrom": {
        const from = text(s, "module") ?? "";
        const known = (s.level as number) === 0 && importModule(s, from);
        for (const alias of children(s, "names")) {
          const name = text(alias, "name")!;
          const as = text(alias, "asname") ?? name;
          if (!known) {
            scope.bind(as, UNKNOWN);
            continue;
          }
          const member = api.modules[from]![name];
          const submodule = moduleValue(`${from}.${name}`);
          if (member) scope.bind(as, memberValue(member, `${from}.${name}`));
          else if (submodule) scope.bind(as, submodule);
          else {
            report(
              alias.line ? alias : s,
              `\`${from}\` has no public name \`${name}\` ${version}`,
            );
            scope.bind(as, UNKNOWN);
          }
        }
        return;
      }
      case "Assign": {
        const value = expr(child(s, "value")!, scope);
        for (const t of children(s, "targets")) bindTarget(t, value, scope);
        return;
      }
      case "AnnAssign": {
        const valueNode = child(s, "value");
        expr(child(s, "annotation")!, scope);
        bindTarget(
          child(s, "target")!,
          valueNode ? expr(valueNode, scope) : UNKNOWN,
          scope,
        );
        return;
      }
      case "AugAssign":
        expr(child(s, "value")!, scope);
        expr(child(s, "target")!, scope);
        return;
      case "With":
      case "AsyncWith":
        for (const item of children(s, "items")) {
          const value = expr(child(item, "context_expr")!, scope);
          const target = child(item, "optional_vars");
          if (target) bindTarget(target, entered(value), scope);
        }
        statements(children(s, "body"), scope);
        return;
      case "For":
      case "AsyncFor":
        bindTarget(
          child(s, "target")!,
          iterated(expr(child(s, "iter")!, scope)),
          scope,
        );
        statements(children(s, "body"), scope);
        statements(children(s, "orelse"), scope);
        return;
      case "FunctionDef":
      case "AsyncFunctionDef": {
        for (const d of children(s, "decorator_list")) expr(d, scope);
        const args = child(s, "args");
        if (args)
          for (const d of [
            ...children(args, "defaults"),
            ...children(args, "kw_defaults"),
          ])
            expr(d, scope);
        scope.bind(text(s, "name")!, UNKNOWN);
        const inner = new Scope(scope);
        bindParameters(s, inner);
        // A function body runs after the module's statements that follow it have bound names.
        deferred.push(() => statements(children(s, "body"), inner));
        return;
      }
      case "ClassDef": {
        for (const d of children(s, "decorator_list")) expr(d, scope);
        for (const b of children(s, "bases")) expr(b, scope);
        scope.bind(text(s, "name")!, UNKNOWN);
        statements(children(s, "body"), new Scope(scope));
        return;
      }
      case "Try":
      case "TryStar":
        statements(children(s, "body"), scope);
        for (const h of children(s, "handlers")) {
          const type = child(h, "type");
          if (type) expr(type, scope);
          const name = text(h, "name");
          if (name) scope.bind(name, UNKNOWN);
          statements(children(h, "body"), scope);
        }
        statements(children(s, "orelse"), scope);
        statements(children(s, "finalbody"), scope);
        return;
      case "If":
      case "While":
        expr(child(s, "test")!, scope);
        statements(children(s, "body"), scope);
        statements(children(s, "orelse"), scope);
        return;
      case "Match":
        expr(child(s, "subject")!, scope);
        for (const c of children(s, "cases"))
          statements(children(c, "body"), scope);
        return;
      default:
        expr(s, scope);
    }
  };

  statements(children(tree, "body"), new Scope());
  while (deferred.length > 0) deferred.shift()!();
  return {
    problems: problems.sort((a, b) => a.line - b.line || a.col - b.col),
    undefinedNames,
  };
}
