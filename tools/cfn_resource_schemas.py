"""Refresh the resource provider schema facts labcloud's CloudFormation uses
(``services/cloudformation/resources/schemas.json``).

The source is AWS's published resource provider schemas (us-east-1) as the ``cfn-lint`` wheel ships
them (``cfnlint/data/schemas/providers/us-east-1.json`` maps each type to a schema file under
``cfnlint/data/schemas/resources/``). cfn-lint is NOT a labcloud dependency: this script fetches the
wheel with ``pip download --no-deps`` (the ordinary client) into a temporary folder and reads it as a
zip file. For every resource type labcloud registers (``resources/registry.py``) it keeps only what the
engine needs: each property's type (nested definitions included, as a compact tree), ``required``,
``readOnlyProperties``, ``createOnlyProperties``, ``primaryIdentifier`` and the ``maxLength``/``pattern``
of top-level string properties (the rules generated physical names must follow).

    python tools/cfn_resource_schemas.py                     # the pinned cfn-lint below
    python tools/cfn_resource_schemas.py --version 1.60.0    # a newer snapshot
    python tools/cfn_resource_schemas.py --wheel path.whl    # a wheel already downloaded

Type tree (``props`` and ``defs`` values): ``"string"``, ``"integer"``, ``"number"``, ``"boolean"``,
``"any"`` (no single type: left as the template gives it), ``"#Name"`` (a definition in ``defs``),
``{"object": {...}, "required": [...]}``, ``{"map": <tree>}`` (free keys), ``{"array": <tree>}``.
Constraints ride on the node they belong to: a scalar (or ``any``) with ``enum``, ``minimum``,
``maximum``, ``minLength``, ``maxLength`` or ``pattern`` is ``{"scalar": "string", "pattern": ...}``;
an array may carry ``minItems``/``maxItems``; an object ``"closed": true`` (``additionalProperties:
false``) and ``"oneOf"``/``"anyOf"`` as lists of required-key lists (only the simple form, where every
branch is just ``{"required": [...]}``; richer branches, and the resource's own, which cfn-lint's copy
may add, are not kept). Patterns are kept as AWS writes
them (ECMAScript); the engine compiles them on use.
"""

from __future__ import annotations

import argparse
import datetime
import json
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any

VERSION = "1.58.0"
REGION = "us-east-1"
ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "src/labcloud/services/cloudformation/resources/schemas.json"
_SCALARS = ("string", "integer", "number", "boolean")


def _download(version: str, folder: str) -> Path:
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "-q", "--no-deps", f"cfn-lint=={version}", "-d", folder],
        check=True,
    )
    return next(Path(folder).glob("cfn_lint-*.whl"))


class _Reader:
    """Turns one schema's JSON Schema into the compact type tree."""

    def __init__(self, schema: dict[str, Any]) -> None:
        self.schema = schema
        self.defs: dict[str, Any] = {}

    def tree(self, node: Any) -> Any:
        if not isinstance(node, dict):
            return "any"
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/definitions/"):
            name = ref.split("/")[2]
            if "/" not in ref[len("#/definitions/") :] and name not in self.defs:
                self.defs[name] = "any"  # a recursive definition reads as "any" until it is done
                self.defs[name] = self.tree(self.schema["definitions"][name])
            return f"#{name}" if "/" not in ref[len("#/definitions/") :] else "any"
        kind = node.get("type")
        if kind is None and "properties" in node:
            kind = "object"
        if isinstance(kind, list):
            # several types allowed (cfn-lint's widening of AWS's single type): not converted
            return _constrained("any", node)
        if kind in _SCALARS:
            return _constrained(kind, node)
        if kind == "array":
            array: dict[str, Any] = {"array": self.tree(node.get("items"))}
            array.update({k: node[k] for k in ("minItems", "maxItems") if isinstance(node.get(k), int)})
            return array
        if kind == "object":
            if isinstance(node.get("properties"), dict) and node["properties"]:
                out: dict[str, Any] = {
                    "object": {name: self.tree(sub) for name, sub in sorted(node["properties"].items())}
                }
                if node.get("required"):
                    out["required"] = list(node["required"])
                if node.get("additionalProperties") is False:
                    out["closed"] = True
                out.update(_alternatives(node))
                return out
            patterns = node.get("patternProperties")
            if isinstance(patterns, dict) and len(patterns) == 1:
                return {"map": self.tree(next(iter(patterns.values())))}
            if isinstance(node.get("additionalProperties"), dict):
                return {"map": self.tree(node["additionalProperties"])}
            return "any"
        return "any"


_SCALAR_RULES = ("enum", "minimum", "maximum", "minLength", "maxLength", "pattern")


def _constrained(kind: str, node: dict[str, Any]) -> Any:
    """``kind`` alone, or with the node's scalar constraints (well-formed ones only)."""
    rules: dict[str, Any] = {}
    for key in _SCALAR_RULES:
        value = node.get(key)
        if key == "enum" and isinstance(value, list) and value:
            rules[key] = value
        elif key in ("minimum", "maximum") and isinstance(value, int | float) and not isinstance(value, bool):
            rules[key] = value
        elif key in ("minLength", "maxLength") and isinstance(value, int) and not isinstance(value, bool):
            rules[key] = value
        elif key == "pattern" and isinstance(value, str):
            rules[key] = value
    return {"scalar": kind, **rules} if rules else kind


def _alternatives(node: dict[str, Any]) -> dict[str, Any]:
    """``oneOf``/``anyOf`` whose every branch is only ``{"required": [...]}``, as lists of names."""
    out = {}
    for key in ("oneOf", "anyOf"):
        branches = node.get(key)
        if not isinstance(branches, list) or not branches:
            continue
        if all(isinstance(b, dict) and set(b) - {"type"} == {"required"} for b in branches):
            out[key] = [list(b["required"]) for b in branches]
    return out


def _names(pointers: list[str] | None) -> list[str]:
    """``/properties/A/B`` → ``A/B`` (the property path below the resource's properties)."""
    return [p.removeprefix("/properties/") for p in pointers or [] if p.startswith("/properties/")]


def facts(schema: dict[str, Any]) -> dict[str, Any]:
    reader = _Reader(schema)
    props = {name: reader.tree(node) for name, node in sorted(schema.get("properties", {}).items())}
    strings = {}
    for name, node in sorted(schema.get("properties", {}).items()):
        if isinstance(node, dict) and node.get("type") == "string":
            rule = {k: node[k] for k in ("minLength", "maxLength", "pattern") if k in node}
            if rule:
                strings[name] = rule
    out: dict[str, Any] = {
        "props": props,
        "required": list(schema.get("required") or []),
        "readOnly": _names(schema.get("readOnlyProperties")),
        "createOnly": _names(schema.get("createOnlyProperties")),
        "primaryIdentifier": _names(schema.get("primaryIdentifier")),
        "strings": strings,
    }
    if reader.defs:
        out["defs"] = dict(sorted(reader.defs.items()))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--version", default=VERSION)
    parser.add_argument("--wheel", type=Path, help="a cfn-lint wheel already downloaded")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT / "src"))
    from labcloud.services.cloudformation.resources.registry import HANDLERS

    with tempfile.TemporaryDirectory() as folder:
        wheel = args.wheel or _download(args.version, folder)
        with zipfile.ZipFile(wheel) as archive:
            base = "cfnlint/data/schemas/"
            version_line = [
                line
                for line in archive.read("cfnlint/version.py").decode().splitlines()
                if line.startswith("__version__")
            ]
            version = version_line[0].split("=")[1].strip().strip("\"'") if version_line else args.version
            providers = json.loads(archive.read(f"{base}providers/{REGION}.json"))
            types = {}
            for type_name in sorted(HANDLERS):
                digest = providers.get(type_name)
                if digest is None:
                    print(f"no schema for {type_name}", file=sys.stderr)
                    continue
                types[type_name] = facts(json.loads(archive.read(f"{base}resources/{digest}.json")))
    out = {
        "source": f"AWS resource provider schemas ({REGION}) as shipped in cfn-lint {version} (PyPI)",
        "extracted": datetime.date.today().isoformat(),
        "refresh": "python tools/cfn_resource_schemas.py [--version X]",
        "types": types,
    }
    # one line per type: compact, yet a refresh's diff shows which types changed
    lines = [
        json.dumps(name) + ":" + json.dumps(entry, separators=(",", ":")) for name, entry in types.items()
    ]
    head = {k: v for k, v in out.items() if k != "types"}
    text = "{\n" + "".join(f"{json.dumps(k)}:{json.dumps(v)},\n" for k, v in head.items())
    text += '"types":{\n' + ",\n".join(lines) + "\n}}\n"
    json.loads(text)  # well-formed
    TARGET.write_text(text)
    print(f"{len(types)} types from cfn-lint {version} → {TARGET} ({TARGET.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
