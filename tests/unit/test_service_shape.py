"""The service shape (``services/shape.py``), checked on every service declared in it.

For each service whose package has ``service.py:SERVICE``: its operations table names only operations
of botocore's model, each a function ``(state, request: <Op>Request, ctx) -> <Op>Response`` typed with
the package's generated ``api.py`` (which must match what the generator writes for the installed
botocore), never ``dict[str, Any]``; no class of the package has forwarder methods named after
operations and there is no ``provider.py``; no module of the package imports a provider or the hub;
SQL text and store queries appear only in the package's ``repo``; no import cycle reaches a module of
the package, counting imports under ``TYPE_CHECKING`` and inside functions; the state is a dataclass
holding no hub. Services not moved yet are listed in ``NOT_MOVED``: the list only shrinks.
"""

from __future__ import annotations

import ast
import collections.abc
import dataclasses
import functools
import importlib
import inspect
import re
import typing
from collections.abc import Callable
from pathlib import Path

import pytest
from botocore import xform_name

import labcloud
from labcloud.services._codegen import api_types
from labcloud.services.registry import PACKAGES, discover, shaped_services
from labcloud.services.shape import Service, resolved

SRC = Path(labcloud.__file__).parent
SERVICES = SRC / "services"

#: Services still in the old provider style (``provider.py:PROVIDER``); each leaves this list when it moves.
NOT_MOVED: frozenset[str] = frozenset()

SHAPED = sorted(shaped_services())


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def package_modules(package: str) -> dict[str, Path]:
    """The modules of a service's package: for a second API served from a subpackage ("ses.v2"), all of
    the package that holds it (both APIs share its repo and behaviour modules)."""
    return {module_name(p): p for p in sorted((SERVICES / package.split(".")[0]).rglob("*.py"))}


@functools.cache
def _parse(source: str) -> ast.Module:
    return ast.parse(source)


@functools.cache
def _nodes(source: str) -> tuple[ast.AST, ...]:
    """Every node of a source's tree: each module is parsed and walked once per run, and the checks below
    (each over every module of every service) share the result."""
    return tuple(ast.walk(_parse(source)))


@functools.cache
def _read(path: Path) -> str:
    return path.read_text()


@functools.cache
def _resolve(name: str) -> Path | None:
    base = SRC.parent.joinpath(*name.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.exists():
            return candidate
    return None


def _source(name: str) -> str | None:
    path = _resolve(name)
    return None if path is None else _read(path)


def all_imports(
    tree: ast.AST | str, here: str, exists: Callable[[str], bool] | None = None
) -> list[tuple[int, str]]:
    """Every labcloud module a source (or a tree) imports, at any depth: TYPE_CHECKING blocks and functions
    included."""
    found: list[tuple[int, str]] = []
    package = here.rsplit(".", 1)[0]
    for node in _nodes(tree) if isinstance(tree, str) else ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                module = f"{base}.{module}" if module else base
            found.append((node.lineno, module))
            for alias in node.names:
                if (exists or (lambda m: _resolve(m) is not None))(f"{module}.{alias.name}"):
                    found.append((node.lineno, f"{module}.{alias.name}"))
    return [(line, m) for line, m in found if m.startswith("labcloud")]


# --------------------------------------------------------------------------- the checks


def forwarder_methods(source: str, operations: list[str]) -> list[str]:
    """Methods named after an operation (``send_message`` for SendMessage): the provider style the shape replaces."""
    names = {xform_name(op) for op in operations}
    return [
        f"line {item.lineno}: {node.name}.{item.name}"
        for node in _nodes(source)
        if isinstance(node, ast.ClassDef)
        for item in node.body
        if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name in names
    ]


def locator_imports(source: str, here: str) -> list[str]:
    """Imports of a provider module or of the hub (a service locator) by a module of a shaped service."""
    return [
        f"line {line}: imports {module}"
        for line, module in all_imports(source, here)
        if module.endswith(".provider") or module == "labcloud.hub"
    ]


_SQL = re.compile(
    r"\b(?:SELECT\b[\s\S]*\bFROM|INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|"
    r"CREATE\s+(?:UNIQUE\s+)?(?:TABLE|INDEX)|DROP\s+(?:TABLE|INDEX)|ALTER\s+TABLE|PRAGMA\s+\w+)\b"
)
_QUERY_METHODS = {"execute", "executemany", "executescript"}
_STORE_READS = {"all", "one", "scalar"}


def sql_outside_repo(source: str) -> list[str]:
    """SQL text in string literals, and queries run on a store or connection (for modules outside ``repo``)."""
    problems = []
    for node in _nodes(source):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and _SQL.search(node.value):
            problems.append(f"line {node.lineno}: SQL text {node.value[:40]!r}")
        elif isinstance(node, ast.JoinedStr):
            text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
            if _SQL.search(text):
                problems.append(f"line {node.lineno}: SQL text {text[:40]!r}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            receiver = ast.unparse(node.func.value)
            if node.func.attr in _QUERY_METHODS or (
                node.func.attr in _STORE_READS and receiver.split(".")[-1] in ("store", "conn")
            ):
                problems.append(f"line {node.lineno}: {receiver}.{node.func.attr}(...)")
    return sorted(set(problems), key=lambda p: (int(p.split(":")[0].split()[1]), p))


def cycles_through(modules: set[str], read: Callable[[str], str | None] = _source) -> list[list[str]]:
    """Import cycles (strongly connected groups of labcloud modules) holding one of ``modules``."""
    graph: dict[str, list[str]] = {}
    pending = list(modules)

    def exists(name: str) -> bool:
        return read(name) is not None

    while pending:
        name = pending.pop()
        if name in graph:
            continue
        source = read(name)
        graph[name] = []
        if source is None:
            continue
        for _, imported in all_imports(source, name, exists):
            if exists(imported) and imported != name:
                graph[name].append(imported)
                pending.append(imported)
    # Tarjan's strongly connected components
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, []):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                item = stack.pop()
                on_stack.discard(item)
                group.append(item)
                if item == node:
                    break
            if len(group) > 1 and modules & set(group):
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def signature_problems(service: Service[typing.Any], api: typing.Any) -> list[str]:
    """Each operation function must take ``(state, request: api.<Op>Request, ctx)`` and answer ``api.<Op>Response``
    (a table's lazy reference, or the one a wrapper wraps, is resolved to its function first: importing its module)."""
    problems = []
    for operation, entry in service.operations.items():
        fn = resolved(inspect.unwrap(entry))
        raw = " ".join(str(v) for v in getattr(fn, "__annotations__", {}).values())
        if "dict[str, Any]" in raw or re.search(r"\bAny\b", raw):
            problems.append(f"{operation}: Any in its signature ({raw})")
            continue
        try:
            hints = typing.get_type_hints(fn, localns=vars(api))  # api is imported under TYPE_CHECKING
        except Exception as exc:  # noqa: BLE001 - reported as a problem
            problems.append(f"{operation}: annotations do not resolve ({exc})")
            continue
        params = list(inspect.signature(fn).parameters)
        if len(params) != 3:
            problems.append(f"{operation}: takes {params}, not (state, request, ctx)")
            continue
        if hints.get(params[1]) is not getattr(api, f"{operation}Request", None):
            problems.append(f"{operation}: request is {hints.get(params[1])}, not api.{operation}Request")
        answer = getattr(api, f"{operation}Response", None)
        # a synchronous operation may hand back an awaitable of its answer when it must wait (SQS's KMS calls)
        if hints.get("return") not in (answer, answer | collections.abc.Awaitable[answer]):
            problems.append(f"{operation}: answers {hints.get('return')}, not api.{operation}Response")
    return problems


# --------------------------------------------------------------------------- the shaped services


def test_every_service_is_shaped_or_listed_as_not_moved_yet():
    found = discover()
    shaped = set(shaped_services())
    assert "sqs" in shaped
    assert shaped.isdisjoint(NOT_MOVED), "a moved service leaves NOT_MOVED"
    assert set(found) == shaped | NOT_MOVED
    for name in NOT_MOVED:
        assert not (SERVICES / PACKAGES[name] / "service.py").exists(), f"{name} moved: take it off NOT_MOVED"


@pytest.mark.parametrize("name", SHAPED)
def test_the_checked_in_api_types_are_what_the_generator_writes(name: str):
    path = api_types.target(name)
    assert _read(path) == api_types.render(name), (
        f"run: python -m labcloud.services._codegen.api_types {name}"
    )


@pytest.mark.parametrize("name", SHAPED)
def test_operations_are_the_models_and_typed_with_the_generated_api(name: str):
    service = shaped_services()[name]
    api = importlib.import_module(f"labcloud.services.{PACKAGES[name]}.api")
    assert sorted(set(service.operations) - set(api.OPERATIONS)) == []
    assert signature_problems(service, api) == []


def lazy_stand_ins(source: str) -> list[tuple[str, str]]:
    """``(name, module)`` of each ``name = lazy_module("module")`` in a ``service.py``."""
    return [
        (node.targets[0].id, node.value.args[0].value)
        for node in _nodes(source)
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Call)
        and getattr(node.value.func, "id", None) == "lazy_module"
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value.args[0], ast.Constant)
    ]


@pytest.mark.parametrize("name", SHAPED)
def test_each_lazy_stand_in_is_the_module_of_its_name(name: str):
    """The run-time stand-in must be the module mypy checked the table against (the same name)."""
    source = SERVICES.joinpath(*PACKAGES[name].split("."), "service.py").read_text()
    package = f"labcloud.services.{PACKAGES[name]}"
    wrong = [(n, m) for n, m in lazy_stand_ins(source) if m != f"{package}.{n}"]
    assert wrong == []


def test_building_a_service_imports_no_operation_module_it_does_not_call():
    """SQS's table names its operation modules lazily: importing the service (as the hub does to build
    it) loads none of them; the first call of an operation loads its module."""
    import subprocess
    import sys

    modules = ["send_ops", "receive_ops", "settle_ops", "queue_access"]
    code = (
        "import sys; import labcloud.services.sqs.service as s; "
        f"print([m for m in {modules!r} if 'labcloud.services.sqs.' + m in sys.modules]); "
        "s.SERVICE.operations['SendMessage'].resolve(); "
        f"print([m for m in {modules!r} if 'labcloud.services.sqs.' + m in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.splitlines() == ["[]", "['send_ops']"]


def runtime_api_imports(source: str, api: str) -> list[str]:
    """Imports of the generated ``api`` module outside ``if TYPE_CHECKING:`` (it is for type checking only:
    its hundreds of TypedDicts would cost start-up time for nothing)."""
    checking_only: set[int] = set()
    for node in _nodes(source):
        if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING"):
            checking_only.update(id(child) for stmt in node.body for child in ast.walk(stmt))
    return [
        f"line {node.lineno}: imports {api} at run time"
        for node in _nodes(source)
        if isinstance(node, ast.ImportFrom | ast.Import) and id(node) not in checking_only
        if any(
            name == api or name.startswith(api + ".")
            for name in (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
            )
        )
        or (isinstance(node, ast.ImportFrom) and any(f"{node.module}.{a.name}" == api for a in node.names))
    ]


@pytest.mark.parametrize("name", SHAPED)
def test_the_generated_api_is_imported_for_type_checking_only(name: str):
    api = f"labcloud.services.{PACKAGES[name]}.api"
    problems = {
        module: found
        for module, path in package_modules(PACKAGES[name]).items()
        if (found := runtime_api_imports(_read(path), api))
    }
    assert problems == {}
    assert runtime_api_imports("from labcloud.services.sqs import api\n", "labcloud.services.sqs.api") != []
    assert (
        runtime_api_imports(
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from labcloud.services.sqs.api import X\n",
            "labcloud.services.sqs.api",
        )
        == []
    )


@pytest.mark.parametrize("name", SHAPED)
def test_no_forwarders_and_no_provider_or_hub_imports(name: str):
    package = PACKAGES[name]
    assert not (SERVICES / package / "provider.py").exists()
    operations = list(importlib.import_module(f"labcloud.services.{package}.api").OPERATIONS)
    problems = {
        module: found
        for module, path in package_modules(package).items()
        if (found := forwarder_methods(_read(path), operations) + locator_imports(_read(path), module))
    }
    assert problems == {}


#: Modules whose text matches the SQL pattern but is not SQL run on the store.
NOT_SQL = {
    "labcloud.services.dynamodb.partiql.grammar": "PartiQL's grammar for Lark (SELECT ... FROM is the user's language)",
}


@pytest.mark.parametrize("name", SHAPED)
def test_sql_only_in_repo(name: str):
    package = PACKAGES[name]
    repo = f"labcloud.services.{package.split('.')[0]}.repo"
    modules = package_modules(package)
    assert any(m == repo or m.startswith(repo + ".") for m in modules), f"{name} has no repo"
    problems = {
        module: found
        for module, path in modules.items()
        if not (module == repo or module.startswith(repo + ".")) and module not in NOT_SQL
        if (found := sql_outside_repo(_read(path)))
    }
    assert problems == {}


@pytest.mark.parametrize("name", SHAPED)
def test_no_import_cycle_reaches_the_package(name: str):
    assert cycles_through(set(package_modules(PACKAGES[name]))) == []


@pytest.mark.parametrize("name", SHAPED)
def test_the_state_is_a_dataclass_holding_no_hub(name: str):
    service = shaped_services()[name]
    hints = typing.get_type_hints(service.state)
    state_type = hints["return"]
    assert dataclasses.is_dataclass(state_type)
    fields = {f.name: str(f.type) for f in dataclasses.fields(state_type)}
    assert {
        k: v for k, v in fields.items() if "Hub" in v or "Provider" in v or re.search(r"\bAny\b", v)
    } == {}


#: Loops that sleep between rounds but are not periodic work of the service (the scheduler's job).
PACED_NOT_PERIODIC = {
    "labcloud.services.sqs.move_tasks": "one move task's pacing (MaxNumberOfMessagesPerSecond); ends with the task",
    "labcloud.services.sns.delivery": (
        "the delivery worker (Background work): woken by commits and the next due retry; pauses only after a failed round"
    ),
    "labcloud.services.lambda_.esm.poller": (
        "one batch's invoke retried while the function is throttled (429), until its timeout; ends with the batch"
    ),
    "labcloud.services.lambda_.esm.mq_poller": (
        "one MQ batch's invoke retried while the function is throttled (429), until its timeout; ends with the batch"
    ),
    "labcloud.services.stepfunctions.integrations": (
        "a .sync Task waiting for its child execution (DescribeExecution with back-off); ends with the Task"
    ),
    "labcloud.services.stepfunctions.ecs_run": (
        "an ecs:runTask.sync Task waiting for its task to stop (DescribeTasks with back-off); ends with the Task"
    ),
    "labcloud.services.stepfunctions.batch_run": (
        "a batch:submitJob.sync Task waiting for its job to end (DescribeJobs with back-off); ends with the Task"
    ),
    "labcloud.services.stepfunctions.codebuild_run": (
        "a codebuild:startBuild.sync Task waiting for its build to complete (BatchGetBuilds with back-off); ends with the Task"
    ),
    "labcloud.services.codebuild.build_logs": (
        "one build's log writer (PutLogEvents every 0.2 s while it runs, in order); ends with the build"
    ),
    "labcloud.services.cloudformation.resources.custom": (
        "a custom resource's create/update/delete waiting for its response URL (back-off); ends with the resource"
    ),
    "labcloud.services.cloudformation.resources.nested": (
        "a nested stack resource waiting for its child stack to settle (DescribeStacks with back-off)"
    ),
    "labcloud.services.cloudformation.resources.wait": (
        "a wait condition waiting for its handle's signals until its timeout; ends with the resource"
    ),
}


def hand_rolled_periodic_loops(source: str) -> list[str]:
    """``*_forever`` functions and ``while True`` loops sleeping between rounds: periodic work a shaped
    service declares as ``Periodic`` for the hub's one scheduler instead."""
    problems = []
    for node in _nodes(source):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.endswith("_forever"):
            problems.append(f"line {node.lineno}: {node.name}")
        elif (
            isinstance(node, ast.While)
            and isinstance(node.test, ast.Constant)
            and node.test.value is True
            and any(
                isinstance(inner, ast.Await)
                and isinstance(inner.value, ast.Call)
                and ast.unparse(inner.value.func) == "asyncio.sleep"
                for inner in ast.walk(node)
            )
        ):
            problems.append(f"line {node.lineno}: while True loop sleeping between rounds")
    return problems


@pytest.mark.parametrize("name", SHAPED)
def test_periodic_work_runs_on_the_scheduler_not_in_hand_rolled_loops(name: str):
    problems = {
        module: found
        for module, path in package_modules(PACKAGES[name]).items()
        if module not in PACED_NOT_PERIODIC
        if (found := hand_rolled_periodic_loops(_read(path)))
    }
    assert problems == {}


def test_the_loop_check_sees_a_forever_loop():
    source = (
        "import asyncio\n"
        "async def _sweep_forever(self):\n"
        "    while True:\n"
        "        await asyncio.sleep(5)\n"
        "        self.sweep()\n"
        "async def wait(queue):\n"
        "    while True:\n"
        "        await queue.get()\n"
    )
    assert hand_rolled_periodic_loops(source) == [
        "line 2: _sweep_forever",
        "line 3: while True loop sleeping between rounds",
    ]
    # a paced loop the check sees, allowed in PACED_NOT_PERIODIC (Lambda's SQS poller retrying a throttled invoke)
    assert hand_rolled_periodic_loops((SERVICES / "lambda_" / "esm" / "poller.py").read_text()) != []


#: Modules that read the wall clock (``time.time()``) on purpose, each with its reason. Service times
#: (creation dates, expirations, last use, timestamps in answers) read ``labcloud.clock.now()`` instead.
WALL_CLOCK = {
    "labcloud.services.sts.minting": (
        "a session credential's expiry: credential lifetimes stay on real time, so a moved clock never "
        "expires the keys a test or a warm sandbox holds (docs/clock.md)"
    ),
    "labcloud.services.sts.keys": "checks a session credential's expiry (real time, as minting.py sets it)",
    "labcloud.services.sts.sessions": "forgets sessions expired for a while (real time, as minting.py sets it)",
    "labcloud.services.sts.repo.sessions": "a session's creation stamp, on its lifetime's real clock",
    "labcloud.services.ecr.auth_ops": "a registry token's 12 hours: a credential lifetime, on real time",
    "labcloud.services.ecr.downloads": "a layer download URL's hour: a presigned URL's lifetime, on real time",
}


def wall_clock_reads(source: str) -> list[str]:
    """Calls of ``time.time()`` (also imported as ``from time import time``)."""
    bare = any(
        isinstance(node, ast.ImportFrom)
        and node.module == "time"
        and any(a.name == "time" for a in node.names)
        for node in _nodes(source)
    )
    return [
        f"line {node.lineno}: {ast.unparse(node)}"
        for node in _nodes(source)
        if isinstance(node, ast.Call)
        and (ast.unparse(node.func) == "time.time" or (bare and ast.unparse(node.func) == "time"))
    ]


@pytest.mark.parametrize("name", SHAPED)
def test_service_times_read_the_server_clock(name: str):
    problems = {
        module: found
        for module, path in package_modules(PACKAGES[name]).items()
        if module not in WALL_CLOCK
        if (found := wall_clock_reads(_read(path)))
    }
    assert problems == {}


def test_the_wall_clock_check_sees_time_time():
    source = "import time\nstarted = time.monotonic()\ncreated = time.time()\n"
    assert wall_clock_reads(source) == ["line 3: time.time()"]
    assert wall_clock_reads("from time import time\nnow = time()\n") == ["line 2: time()"]
    assert wall_clock_reads("from labcloud import clock\nnow = clock.now()\n") == []


# --------------------------------------------------------------------------- the checks can fail


def test_the_checks_see_each_kind_of_problem():
    provider_style = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from labcloud.services.sqs.provider import SqsProvider\n"
        "class Thin:\n"
        "    def send_message(self, ctx, params):\n"
        "        return self.store.one('SELECT * FROM sqs_queues WHERE id=?', (1,))\n"
        "def f(store):\n"
        "    from labcloud import hub\n"
        "    store.scalar(query)\n"
    )
    assert forwarder_methods(provider_style, ["SendMessage"]) == ["line 5: Thin.send_message"]
    assert locator_imports(provider_style, "labcloud.services.sqs.x") == [
        "line 3: imports labcloud.services.sqs.provider",
        "line 8: imports labcloud.hub",
    ]
    assert sql_outside_repo(provider_style) == [
        "line 6: SQL text 'SELECT * FROM sqs_queues WHERE id=?'",
        "line 6: self.store.one(...)",
        "line 9: store.scalar(...)",
    ]
    assert sql_outside_repo("text = 'Select the queue from the list; update it'\nqueues.all()\n") == []
    assert sql_outside_repo('q = f"SELECT {columns} FROM sqs_messages WHERE seq=?"\n') == [
        "line 1: SQL text 'SELECT {} FROM sqs_messages WHERE seq=?'"
    ]


def test_the_checks_find_problems_in_provider_style_code():
    # the shape Lambda had before it moved: a provider of one-line forwarders over SQL-running modules
    provider = (
        "from labcloud.services.lambda_ import functions\n"
        "from labcloud.services.base import Provider\n"
        "class LambdaProvider(Provider):\n"
        "    def get_function(self, ctx, params):\n"
        "        return functions.get_function(self.state, ctx, params)\n"
    )
    module = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from labcloud.hub import Hub\n"
        "def function_row(state, ctx, name):\n"
        "    return state.store.one('SELECT * FROM lambda_functions WHERE name=?', (name,))\n"
    )
    assert sql_outside_repo(module) != []
    assert forwarder_methods(provider, ["Invoke", "CreateFunction", "GetFunction"]) != []
    assert locator_imports(module, "labcloud.services.lambda_.records") != []


def test_the_cycle_check_counts_type_checking_and_function_level_imports():
    sources = {
        "labcloud.services.toy.provider": "from labcloud.services.toy import ttl\n",
        "labcloud.services.toy.ttl": "def sweep():\n    from labcloud.services.toy.provider import P\n",
        "labcloud.services.toy.state": "from labcloud.services.toy.events import emit\n",
        "labcloud.services.toy.events": (
            "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n"
            "    from labcloud.services.toy.state import State\n"
        ),
        "labcloud.services.toy.clean": "from labcloud.services.toy import events\n",
    }
    groups = cycles_through(set(sources), sources.get)
    assert groups == [
        ["labcloud.services.toy.events", "labcloud.services.toy.state"],
        ["labcloud.services.toy.provider", "labcloud.services.toy.ttl"],
    ]
    assert cycles_through({"labcloud.services.toy.clean"}, {"labcloud.services.toy.clean": ""}.get) == []


def test_signature_check_refuses_untyped_operations():
    def loose(state: object, request: dict[str, typing.Any], ctx: object) -> dict[str, typing.Any]:
        return {}

    api = importlib.import_module("labcloud.services.sqs.api")
    fake = Service(name="sqs", state=lambda host: None, operations={"SendMessage": loose}, contributes=None)  # type: ignore[arg-type]
    assert signature_problems(fake, api)[0].startswith("SendMessage: Any in its signature")
