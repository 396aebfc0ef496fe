"""Parses Python sources with the standard `ast` module and prints their trees as JSON.

The one Python file in lib/: the snippet check and the SDK API generator need Python's own
parser (`python3 lib/snippets/python_ast.py < request.json`); everything they do with the trees
is TypeScript (lib/snippets/python-*.ts). Request: {"sources": [{"id", "code", "topLevelAwait"}]}.
Reply: {"results": [one per source: {"id", "tree"} or {"id", "error": {"line", "col", "message"}}],
"builtins": [the names a module can use without defining them]}.
A source "parses" when it compiles to bytecode (nothing runs). Nodes are {"_": <class name>, "line", "col", <fields>}; `ctx` and end positions are left out.
"""

import ast
import builtins
import json
import sys


def to_json(node):
    if isinstance(node, ast.AST):
        out = {"_": type(node).__name__}
        if hasattr(node, "lineno"):
            out["line"] = node.lineno
            out["col"] = node.col_offset
        for field, value in ast.iter_fields(node):
            if field in ("ctx", "type_comment"):
                continue
            out[field] = to_json(value)
        return out
    if isinstance(node, list):
        return [to_json(item) for item in node]
    if isinstance(node, (str, int, float, bool)) or node is None:
        return node
    # bytes, complex and Ellipsis constants: their repr is enough for a name check.
    return repr(node)


def parse(source):
    flags = ast.PyCF_ALLOW_TOP_LEVEL_AWAIT if source.get("topLevelAwait") else 0
    try:
        tree = compile(source["code"], "<snippet>", "exec", flags | ast.PyCF_ONLY_AST)
        # The parser accepts `await` or `return` outside a function; the compiler does not.
        compile(tree, "<snippet>", "exec", flags)
    except SyntaxError as error:
        return {
            "id": source["id"],
            "error": {
                "line": error.lineno or 1,
                "col": max((error.offset or 1) - 1, 0),
                "message": error.msg,
            },
        }
    return {"id": source["id"], "tree": to_json(tree)}


def main():
    request = json.load(sys.stdin)
    reply = {
        "results": [parse(source) for source in request["sources"]],
        "builtins": sorted(set(dir(builtins)) | {"__file__", "__name__"}),
    }
    json.dump(reply, sys.stdout)


if __name__ == "__main__":
    main()
