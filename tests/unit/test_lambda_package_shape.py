"""The house shape of the Lambda package, checked on the source: a thin provider whose operation
methods each delegate in one statement, modules that never import the provider back, no mixins."""

from __future__ import annotations

import ast
from pathlib import Path

from botocore import xform_name

import labcloud
from labcloud.protocol.models import service_index
from labcloud.services.base import Provider
from labcloud.services.lambda_.provider import LambdaProvider

PACKAGE = Path(labcloud.__file__).parent / "services" / "lambda_"


def _modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if p.name != "provider.py")


def test_provider_has_no_mixins() -> None:
    assert LambdaProvider.__bases__ == (Provider,)


def test_no_module_imports_the_provider() -> None:
    offenders = []
    for path in _modules():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "labcloud.services.lambda_.provider":
                offenders.append(str(path.relative_to(PACKAGE)))
            if isinstance(node, ast.ImportFrom) and node.module == "labcloud.services.lambda_":
                if any(alias.name == "provider" for alias in node.names):
                    offenders.append(str(path.relative_to(PACKAGE)))
    assert offenders == []


def test_no_other_class_in_the_package_is_a_provider() -> None:
    offenders = []
    for path in _modules():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                bases = {ast.unparse(b) for b in node.bases}
                if bases & {"Provider", "LambdaBase"} or any(b.endswith("Mixin") for b in bases):
                    offenders.append(f"{path.relative_to(PACKAGE)}:{node.name}")
    assert offenders == []


def test_each_operation_method_is_one_delegating_statement() -> None:
    tree = ast.parse((PACKAGE / "provider.py").read_text())
    (cls,) = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "LambdaProvider"]
    methods = {n.name: n for n in cls.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    operations = {xform_name(op) for op in service_index("lambda").model.operation_names}
    implemented = sorted(operations & methods.keys())
    assert len(implemented) > 60  # the operations labcloud serves, not a vacuous pass
    long = [name for name in implemented if len(methods[name].body) != 1]
    assert long == []
