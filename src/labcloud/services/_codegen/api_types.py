"""Writes ``services/<pkg>/api.py``: one TypedDict per operation's input and output, from botocore's model.

Run ``python -m labcloud.services._codegen.api_types sqs`` after upgrading botocore (or to give a
service moving into the service shape its types); ``tests/unit/test_service_shape.py`` fails when a
checked-in file differs from what this writes for the installed botocore.

Naming: an operation's input is ``<Operation>Request`` and its output ``<Operation>Response``
(empty when the model has none); every structure they reach is a TypedDict named after its shape
(suffixed ``Shape`` when that name is taken). Required members are required keys (two classes per
structure, so the file also works on Python 3.10); lists are ``list[...]``, maps ``dict[str, ...]``,
blobs ``bytes``, timestamps ``datetime`` (what the protocol layer hands a provider), documents
``object``. Enums stay ``str``: the service checks their values itself, with AWS's wording.
"""

from __future__ import annotations

import argparse
import keyword
from pathlib import Path
from typing import Any

from labcloud.services.registry import PACKAGES

LINE_LENGTH = 110  # pyproject's ruff line-length: the output is already formatted
SERVICES_DIR = Path(__file__).resolve().parent.parent

_SCALARS = {
    "string": "str",
    "integer": "int",
    "long": "int",
    "boolean": "bool",
    "double": "float",
    "float": "float",
    "blob": "bytes",
    "timestamp": "datetime",
}


def load_model(service: str) -> dict[str, Any]:
    from botocore.loaders import create_loader

    model: dict[str, Any] = create_loader().load_service_model(service, "service-2")
    return model


class _Writer:
    def __init__(self, model: dict[str, Any]) -> None:
        self.shapes: dict[str, dict[str, Any]] = model["shapes"]
        self.operations: dict[str, dict[str, Any]] = model["operations"]
        self.names: dict[str, str] = {}  # structure shape name -> class name
        self.order: list[str] = []
        taken = {f"{op}{suffix}" for op in self.operations for suffix in ("Request", "Response")}
        for operation in sorted(self.operations):
            for key, suffix in (("input", "Request"), ("output", "Response")):
                ref = self.operations[operation].get(key)
                if ref is not None and ref["shape"] not in self.names:
                    self.names[ref["shape"]] = f"{operation}{suffix}"
        for operation in sorted(self.operations):
            for key in ("input", "output"):
                ref = self.operations[operation].get(key)
                if ref is not None:
                    self._reach(ref["shape"], taken)

    def _reach(self, name: str, taken: set[str]) -> None:
        shape = self.shapes[name]
        kind = shape["type"]
        if kind == "structure":
            if name in self.order:
                return
            if name not in self.names:
                self.names[name] = f"{name}Shape" if name in taken or keyword.iskeyword(name) else name
            self.order.append(name)
            for member in shape.get("members", {}).values():
                self._reach(member["shape"], taken)
        elif kind == "list":
            self._reach(shape["member"]["shape"], taken)
        elif kind == "map":
            self._reach(shape["key"]["shape"], taken)
            self._reach(shape["value"]["shape"], taken)

    def type_of(self, name: str) -> str:
        shape = self.shapes[name]
        kind = shape["type"]
        if kind == "structure":
            if shape.get("document"):
                return "object"
            return self.names[name]
        if kind == "list":
            return f"list[{self.type_of(shape['member']['shape'])}]"
        if kind == "map":
            return f"dict[{self.type_of(shape['key']['shape'])}, {self.type_of(shape['value']['shape'])}]"
        return _SCALARS[kind]

    def structure(self, name: str) -> list[str]:
        shape = self.shapes[name]
        cls = self.names[name]
        members = shape.get("members", {})
        required = [m for m in shape.get("required", []) if m in members]
        optional = [m for m in members if m not in required]
        if any(not m.isidentifier() or keyword.iskeyword(m) for m in members):
            return self.functional(cls, members, required, optional)
        lines: list[str] = []
        if required and optional:
            lines.append(f"class _{cls}Required(TypedDict):")
            lines.extend(_member(m, self.type_of(members[m]["shape"])) for m in required)
            lines += ["", ""]
            header = f"class {cls}(_{cls}Required, total=False):"
            if len(header) > LINE_LENGTH:  # as ruff format wraps it
                header = f"class {cls}(\n    _{cls}Required, total=False\n):"
            lines.append(header)
            lines.extend(_member(m, self.type_of(members[m]["shape"])) for m in optional)
        elif required:
            lines.append(f"class {cls}(TypedDict):")
            lines.extend(_member(m, self.type_of(members[m]["shape"])) for m in required)
        else:
            lines.append(f"class {cls}(TypedDict, total=False):")
            lines.extend(_member(m, self.type_of(members[m]["shape"])) for m in optional)
            if not optional:
                lines.append("    pass")
        return lines

    def functional(
        self, cls: str, members: dict[str, Any], required: list[str], optional: list[str]
    ) -> list[str]:
        """A structure with a member that is no Python identifier (API Gateway's ``PatchOperation.from``):
        TypedDict's functional form, its member types as forward references (with required and optional
        members, one such TypedDict per kind and a class inheriting both)."""

        def fields(names: list[str]) -> str:
            return ", ".join(f'"{m}": "{self.type_of(members[m]["shape"])}"' for m in names)

        if required and optional:
            # both kinds (Logs' CreateExportTask: ``from`` and ``to`` are required): one functional
            # TypedDict per kind, and the class inheriting both
            # (a part whose members are all identifiers is written as a class, as ruff's UP013 wants)
            def part(name: str, names: list[str], total: bool) -> list[str]:
                if any(not m.isidentifier() or keyword.iskeyword(m) for m in names):
                    return self.functional(name, members, names if total else [], [] if total else names)
                head = f"class {name}(TypedDict):" if total else f"class {name}(TypedDict, total=False):"
                return [head, *(_member(m, self.type_of(members[m]["shape"])) for m in names)]

            return [
                *part(f"_{cls}Required", required, True),
                "",
                "",
                *part(f"_{cls}Optional", optional, False),
                "",
                "",
                f"class {cls}(_{cls}Required, _{cls}Optional):",
                "    pass",
            ]
        args = (
            f'"{cls}", {{{fields(required)}}}'
            if required
            else f'"{cls}", {{{fields(optional)}}}, total=False'
        )
        line = f"{cls} = TypedDict({args})"
        if len(line) <= LINE_LENGTH:
            return [line]
        if len(f"    {args}") <= LINE_LENGTH:
            return [f"{cls} = TypedDict(", f"    {args}", ")"]
        # as ruff format splits it: one argument a line, and the dict one member a line if still too long
        names = required or optional
        mapping = f"{{{fields(names)}}},"
        if len(f"    {mapping}") > LINE_LENGTH:
            mapping_lines = [
                "    {",
                *(f'        "{m}": "{self.type_of(members[m]["shape"])}",' for m in names),
                "    },",
            ]
        else:
            mapping_lines = [f"    {mapping}"]
        return [
            f"{cls} = TypedDict(",
            f'    "{cls}",',
            *mapping_lines,
            *([] if required else ["    total=False,"]),
            ")",
        ]

    def render(self, service: str) -> str:
        body: list[str] = []
        for name in sorted(self.order, key=lambda n: self.names[n]):
            body += ["", "", *self.structure(name)]
        empty = []
        for operation in sorted(self.operations):
            if self.operations[operation].get("output") is None:
                empty.append(f"{operation}Response")
            if self.operations[operation].get("input") is None:
                empty.append(f"{operation}Request")
        for cls in sorted(empty):
            body += ["", "", f"class {cls}(TypedDict, total=False):", "    pass"]
        # Operations sharing a shape with another (API Gateway's RestApi answers six operations): each
        # still gets its own <Op>Request/<Op>Response name, an alias of the one class.
        aliases = []
        for operation in sorted(self.operations):
            for key, suffix in (("input", "Request"), ("output", "Response")):
                ref = self.operations[operation].get(key)
                if ref is not None and self.names[ref["shape"]] != f"{operation}{suffix}":
                    aliases.append(f"{operation}{suffix} = {self.names[ref['shape']]}")
        if aliases:
            body += ["", "", *aliases]
        uses_datetime = any("datetime" in line for line in body)
        head = [
            f'"""Typed requests and responses of {service}\'s operations, generated from botocore\'s model.',
            "",
            f"Do not edit: ``python -m labcloud.services._codegen.api_types {service}`` writes this file.",
            '"""',
            "",
            "from __future__ import annotations",
            "",
        ]
        if uses_datetime:
            head.append("from datetime import datetime")
        head.append("from typing import TypedDict")
        operations = sorted(self.operations)
        tail = [
            "",
            "",
            "#: Every operation of the model (the operations table must cover exactly these, or say why not).",
            "OPERATIONS: tuple[str, ...] = (",
            *(f'    "{op}",' for op in operations),
            ")",
        ]
        return "\n".join(head + body + tail) + "\n"


def _member(name: str, kind: str) -> str:
    """One member's line, wrapped as ruff format wraps one too long (EC2's longest names)."""
    line = f"    {name}: {kind}"
    if name in ("I", "O", "l"):  # a model's member named like a digit (IoT's CommandParameterValue.I)
        return line + "  # noqa: E741"
    if len(line) <= LINE_LENGTH:
        return line
    if kind.startswith("list[") and kind.endswith("]"):
        return f"    {name}: list[\n        {kind[5:-1]}\n    ]"
    return f"    {name}: (\n        {kind}\n    )"


def render(service: str, model: dict[str, Any] | None = None) -> str:
    """The text of ``services/<pkg>/api.py`` for ``service`` (a botocore service name)."""
    return _Writer(model if model is not None else load_model(service)).render(service)


def target(service: str) -> Path:
    # a package may serve a second API from a subpackage ("ses.v2": sesv2 beside ses)
    return SERVICES_DIR.joinpath(*PACKAGES[service].split("."), "api.py")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("services", nargs="+", help="botocore service names (sqs, dynamodb, ...)")
    args = parser.parse_args(argv)
    for service in args.services:
        path = target(service)
        path.write_text(render(service))
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
