/**
 * The public API of the Langfuse Python SDK as the snippet check needs it: module names, classes
 * with their methods, attributes and keyword arguments, and the types calls return, so that
 * `with langfuse.start_as_current_span(...) as span: span.update(...)` can be followed.
 * `scripts/build-python-sdk-api.ts` derives it from the SDK's source (lib/snippets/
 * python-api-derive.ts) and writes it to PYTHON_SDK_API_FILE.
 */

/** Checked-in API list, with the repository, tag and commit it was derived from. */
export const PYTHON_SDK_API_FILE = "data/langfuse-python-sdk-api.json";

/**
 * What a value of the SDK is, as far as names go. A class instance is `{ class: id }`; `list`
 * is what iterating yields, `cm` what `with ... as x` binds. Anything the list cannot describe
 * (plain data, types from other packages) has no type and is not checked.
 */
export type PyType =
  | { class: string }
  | { union: PyType[] }
  | { list: PyType }
  | { cm: PyType }
  | { module: string };

/** One signature of a function or method (one per `@overload`, then the implementation). */
export interface PySignature {
  /** Parameters that may be passed by keyword (not `self`, not positional-only). */
  params: string[];
  /** Parameters that may be passed by position, in order (not `self`). */
  positional: string[];
  /** Has `*args`: any number of positional arguments is accepted. */
  varPositional?: boolean;
  /** Parameters without a default, which every call must pass. */
  required: string[];
  /** Has `**kwargs` that the function uses: any keyword is accepted. */
  varKeyword?: boolean;
  /** Has `**kwargs` that the function never reads: other keywords are accepted and ignored. */
  ignoresKeywords?: boolean;
  returns?: PyType;
  /**
   * Parameters typed as a single `Literal["..."]`, used to pick the overload a call matches
   * (`as_type="generation"` returns a generation). `optional`: the parameter has a default.
   */
  literals?: Record<string, { value: string; optional?: boolean }>;
}

export type PyMember =
  | { kind: "function"; signatures: PySignature[] }
  | { kind: "attribute"; type?: PyType }
  | { kind: "class"; class: string }
  | { kind: "module"; module: string };

export interface PyClass {
  /**
   * Attributes the list does not know may exist: the class derives from a class of another
   * package (LangChain's callback handler, ...). Only known methods' keywords are checked.
   */
  open?: boolean;
  /** Signatures of the constructor (`__init__`), when the SDK defines it. */
  init?: PySignature[];
  /** Public methods, properties and attributes, inherited ones included. */
  members: Record<string, PyMember>;
}

export interface PythonSdkApi {
  source: {
    repository: string;
    tag: string;
    commit: string;
    /** The command that wrote the file. */
    generatedBy: string;
  };
  /** Public modules (`langfuse`, `langfuse.openai`, ...) and their public names. */
  modules: Record<string, Record<string, PyMember>>;
  /** Classes by id (`langfuse._client.span.LangfuseSpan`). */
  classes: Record<string, PyClass>;
}

/** `LangfuseSpan` for `langfuse._client.span.LangfuseSpan`. */
export function className(id: string): string {
  return id.slice(id.lastIndexOf(".") + 1);
}
