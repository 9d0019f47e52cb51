"""The seam rule between services (docs/architecture.md, "Rules of the house"), checked on the source.

A module of ``services/<x>/`` may use another service ``<y>`` only through ``hub.call``, through the
Protocols in ``services/<y>/interfaces.py`` (offered with ``hub.offer``, found with ``hub.interface``),
or through one of the stateless shared libraries listed in ``SHARED_PURE`` below. It never touches
``hub.providers``/``hub.provider(...)``, which would hand it another service's provider object.
The shared libraries and the interfaces modules are themselves checked to be stateless: nothing they
import (transitively, inside labcloud) reaches the store, the hub, the event bus or any provider.
"""

from __future__ import annotations

import ast
import functools
import importlib
import re
from pathlib import Path

import pytest

import labcloud
from labcloud.config import Settings
from labcloud.hub import Hub, missing_members
from labcloud.services.registry import PACKAGES, discover

SRC = Path(labcloud.__file__).parent
SERVICES = SRC / "services"

#: Modules of one service that other services may import, each with why it may be shared: stateless
#: code (no store, no hub, no provider), imported as a library rather than used as a service.
SHARED_PURE: dict[str, str] = {
    "labcloud.services.iam.policy": "the policy language and evaluator (resource policies of SQS, Lambda, S3, DynamoDB; STS trust)",
    "labcloud.services.iam.policy.evaluator": "decision constants of the evaluator",
    "labcloud.services.iam.denials": "AccessDenied's shape per service and the identity/resource decision combination",
    "labcloud.services.iam.action_map": "which IAM actions and resources an operation stands for",
    "labcloud.services.iam.ids": "AWS-shaped ids and keys (AKIA/ASIA, AROA...), role ARN parsing",
    "labcloud.services.iam.signatures": "SigV4 signature checks given a secret lookup (function URLs with AWS_IAM)",
    "labcloud.services.apigateway.vtl": "VTL mapping templates (REST APIs; WebSocket APIs' integration responses)",
    "labcloud.services.apigateway.service_uri": "AWS service integration URIs (REST and WebSocket APIs)",
    "labcloud.services.apigateway.service_wire": "an AWS service integration's request read by the service's protocol, its answer written back (REST and WebSocket APIs)",
    "labcloud.services.apigateway.client_cert": "a mutual TLS client's certificate as clientCert (REST and HTTP APIs' request contexts)",
    "labcloud.services.apigateway.sigv4_caller": "AWS_IAM callers of invoke URLs: SigV4 signer and execute-api:Invoke decision (REST and HTTP APIs)",
    "labcloud.services.iam.authorization_messages": "encoding/decoding of denial messages (STS DecodeAuthorizationMessage)",
    "labcloud.services.sqs.urls": "the queue URL form (CloudFormation predicts a queue's physical id before creating it)",
    "labcloud.services.dynamodb.codec": "DynamoDB item JSON encoding (stream records are DynamoDB items)",
    "labcloud.services.dynamodb.values": "DynamoDB item sizes and value rules",
    "labcloud.services.dynamodb.values_size": "DynamoDB item sizes (CloudWatch's consumed-capacity metrics)",
    "labcloud.services.dynamodb.capacity": "DynamoDB's capacity-unit arithmetic",
    "labcloud.services.dynamodb.partiql.parser": "the PartiQL parser (IAM maps a statement to its table)",
    "labcloud.services.events.schedule": "rate and cron expressions (Scheduler's schedules reuse EventBridge's)",
    "labcloud.services.eventscheduler.expressions": "at/rate/cron in a time zone (Application Auto Scaling's scheduled actions read them as Scheduler does)",
    "labcloud.services.events.patterns": "the event-pattern language (Pipes' FilterCriteria are EventBridge patterns)",
    "labcloud.services.lambda_.esm.event_shape": "the SQS record an event source hands on (Pipes' SQS records are Lambda's)",
    "labcloud.services.lambda_.esm.stream_kinds": "stream sources' shards, sequence numbers and records (Pipes' stream sources)",
}

#: Modules a shared or interface module must never reach, even transitively.
STATEFUL_PREFIXES = ("labcloud.store", "labcloud.hub", "labcloud.events", "labcloud.pipeline", "labcloud.app")
NOT_A_SERVICE = {"base", "registry", "shape", "_codegen"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@functools.cache
def module_path(name: str) -> Path | None:
    base = SRC.parent.joinpath(*name.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.exists():
            return candidate
    return None


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports(tree: ast.AST, *, runtime_only: bool = False) -> list[tuple[int, str]]:
    """Every module a source imports (``from a.b import c`` yields ``a.b`` and, if it is a module, ``a.b.c``)."""
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST) -> None:
        if runtime_only and isinstance(node, ast.If) and _type_checking_only(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                if module_path(sub) is not None:
                    found.append((node.lineno, sub))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def service_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[:2] == ["labcloud", "services"] and len(parts) > 2 and parts[2] not in NOT_A_SERVICE:
        return parts[2]
    return None


def reach_ins(source: str, own_service: str) -> list[str]:
    """The seam violations in one module's source of ``own_service``."""
    tree = ast.parse(source)
    problems: list[str] = []
    for line, module in imports(tree):
        other = service_of(module)
        if other is None or other == own_service:
            continue
        if module == f"labcloud.services.{other}":
            continue  # the package itself (the ``from labcloud.services.x import module`` form lists the module)
        if module.split(".")[3] == "interfaces" or module in SHARED_PURE:
            continue
        problems.append(f"line {line}: imports {module}")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "providers":
            problems.append(f"line {node.lineno}: reads .providers (another service's provider object)")
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "provider"
            and "hub" in ast.unparse(node.func.value)
        ):
            problems.append(f"line {node.lineno}: calls hub.provider(...)")
    return sorted(problems, key=lambda problem: int(problem.split(":")[0].split()[1]))


def service_modules() -> list[tuple[str, Path]]:
    found = []
    for path in sorted(SERVICES.rglob("*.py")):
        relative = path.relative_to(SERVICES)
        if len(relative.parts) >= 2:
            found.append((relative.parts[0], path))
    return found


def stateful_reach(module: str) -> list[str]:
    """Chains of runtime imports from ``module`` to something stateful (empty when it is pure)."""
    chains: list[str] = []
    seen: set[str] = set()

    def walk(name: str, chain: tuple[str, ...]) -> None:
        if name in seen:
            return
        seen.add(name)
        path = module_path(name)
        if path is None:
            return
        for _, imported in imports(ast.parse(path.read_text()), runtime_only=True):
            if not imported.startswith("labcloud"):
                continue
            here = (*chain, imported)
            if imported.startswith(STATEFUL_PREFIXES) or imported.endswith(".provider"):
                chains.append(" -> ".join(here))
            else:
                walk(imported, here)

    walk(module, (module,))
    return chains


def test_no_service_reaches_into_another():
    problems = [
        f"{path.relative_to(SRC)} {problem}"
        for service, path in service_modules()
        for problem in reach_ins(path.read_text(), service)
    ]
    assert problems == []


def test_shared_libraries_and_interfaces_are_stateless():
    interfaces = [module_name(p) for p in SERVICES.glob("*/interfaces.py")]
    assert {"labcloud.services.iam.interfaces", "labcloud.services.sts.interfaces"} <= set(interfaces)
    offenders = {m: stateful_reach(m) for m in [*SHARED_PURE, *interfaces]}
    assert {m: chains for m, chains in offenders.items() if chains} == {}


_SQL_TABLE = re.compile(r"\b(?:FROM|JOIN|INTO|UPDATE|TABLE(?: IF NOT EXISTS)?)\s+([a-z][a-z0-9_]*)")


def table_owners() -> dict[str, str]:
    """Each service's tables -> the package that owns them (``lambda_`` for Lambda)."""
    return {
        table: PACKAGES[name].split(".")[0]  # sesv2 ("ses.v2") shares the ses package's tables
        for name, found in discover().items()
        for table in found.tables
    }


def foreign_tables(source: str, package: str | None, owners: dict[str, str]) -> list[str]:
    """Tables named in SQL text of ``package`` (None: code outside every service) that another owns."""
    return sorted(
        {t for t in _SQL_TABLE.findall(source) if t in owners and owners[t] != package},
    )


def test_no_code_touches_another_services_tables():
    owners = table_owners()
    assert {"sqs_queues", "iam_roles", "iam_instance_profiles", "lambda_functions"} <= set(owners)
    problems = {}
    for path in sorted(SRC.rglob("*.py")):
        parts = path.relative_to(SRC).parts
        package = parts[1] if parts[0] == "services" and len(parts) > 2 else None
        found = foreign_tables(path.read_text(), package, owners)
        if found:
            problems[str(path.relative_to(SRC))] = found
    assert problems == {}
    assert foreign_tables('store.all("SELECT * FROM sqs_queues q JOIN iam_roles r")', "sqs", owners) == [
        "iam_roles"
    ]


def test_every_allow_listed_module_exists_and_is_used():
    used = {
        module
        for service, path in service_modules()
        for _, module in imports(ast.parse(path.read_text()))
        if service_of(module) not in (None, service)
    }
    assert [m for m in SHARED_PURE if module_path(m) is None] == []
    assert sorted(set(SHARED_PURE) - used) == []


def test_the_checker_catches_each_kind_of_reach_in():
    source = (
        "from labcloud.services.sqs.provider import SqsProvider\n"
        "from labcloud.services.sts import sessions\n"
        "import labcloud.services.iam.grants\n"
        "def f(hub):\n"
        "    from labcloud.services.lambda_.esm import mappings\n"
        "    hub.providers.get('sts').mint_role_session('a', 'b')\n"
        "    return hub.provider('iam')\n"
    )
    problems = reach_ins(source, "cloudwatch")
    assert problems == [
        "line 1: imports labcloud.services.sqs.provider",
        "line 2: imports labcloud.services.sts.sessions",
        "line 3: imports labcloud.services.iam.grants",
        "line 5: imports labcloud.services.lambda_.esm",
        "line 5: imports labcloud.services.lambda_.esm.mappings",
        "line 6: reads .providers (another service's provider object)",
        "line 7: calls hub.provider(...)",
    ]
    allowed = (
        "from labcloud.services.sts.interfaces import RoleSessions\n"
        "from labcloud.services.iam.policy import parse_policy\n"
        "from labcloud.services.cloudwatch import recorder\n"
    )
    assert reach_ins(allowed, "cloudwatch") == []


def test_the_purity_check_sees_a_stateful_chain():
    assert any(c.endswith("labcloud.store.db") for c in stateful_reach("labcloud.services.sqs.gauges"))
    assert stateful_reach("labcloud.services.iam.policy") == []


def _interface_protocols() -> list[type]:
    found = []
    for path in sorted(SERVICES.glob("*/interfaces.py")):
        module = importlib.import_module(module_name(path))
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and getattr(value, "_is_protocol", False)
                and value.__module__ == module.__name__
            ):
                found.append(value)
    return found


def test_every_interface_is_offered_complete_by_the_hub():
    protocols = _interface_protocols()
    assert {p.__name__ for p in protocols} >= {"IamDirectory", "RoleSessions", "QueueDepths", "StreamJournal"}

    hub = Hub(Settings(in_memory=True))
    try:
        found = {p: hub.interface(p) for p in protocols}
    finally:
        hub.close()
    assert [p.__name__ for p, impl in found.items() if impl is None] == []
    assert {
        p.__name__: missing_members(p, impl) for p, impl in found.items() if missing_members(p, impl)
    } == {}


def test_an_incomplete_implementation_is_refused_when_offered():
    from labcloud.services.sts.interfaces import RoleSessions

    class Half:
        def role_principal(self, role_arn: str, session_name: str, access_key: str | None = None) -> None:
            return None

    assert missing_members(RoleSessions, Half()) == [
        "mint_role_session",
        "secret_for",
        "session_policies",
        "trusts_service",
    ]
    hub = Hub(Settings(in_memory=True))
    try:
        with pytest.raises(TypeError, match="Half does not implement RoleSessions: mint_role_session"):
            hub.offer(RoleSessions, Half())
    finally:
        hub.close()


#: The core: the layers every service sits on. It may use the service framework (``services/base``,
#: ``shape``, ``registry``) but no service; contracts it needs from services (the front doors of
#: ``front_doors.py``) are defined in the core and fulfilled by the services.
CORE = (
    "app.py",
    "hub.py",
    "pipeline.py",
    "server.py",
    "config.py",
    "tuning.py",
    "clock.py",
    "scheduler.py",
    "context.py",
    "errors.py",
    "identity.py",
    "front_doors.py",
    "resource_policies.py",
    "protocol",
    "http",
    "store",
    "events",
    "internal",
)
#: Core imports of a service kept on purpose, each with why.
CORE_EXCEPTIONS = {
    (
        "resource_policies.py",
        "labcloud.services.iam.policy",
    ): "type only (TYPE_CHECKING): the parsed policy IAM evaluates",
}


def _core_modules() -> list[Path]:
    found: list[Path] = []
    for entry in CORE:
        path = SRC / entry
        found.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    return found


def _service_imports(path: Path) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
        elif isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
    framework = tuple(f"labcloud.services.{name}" for name in NOT_A_SERVICE)
    return [
        name for name in names if name.startswith("labcloud.services.") and not name.startswith(framework)
    ]


def test_the_core_imports_no_service() -> None:
    offenders = {
        str(path.relative_to(SRC)): kept
        for path in _core_modules()
        if (
            kept := [
                name
                for name in _service_imports(path)
                if (str(path.relative_to(SRC)), name) not in CORE_EXCEPTIONS
            ]
        )
    }
    assert offenders == {}, f"the core must not know a service (define a contract in the core): {offenders}"


def test_core_exceptions_are_still_needed() -> None:
    for (module, imported), reason in CORE_EXCEPTIONS.items():
        assert imported in _service_imports(SRC / module), f"{module} no longer needs {imported} ({reason})"
