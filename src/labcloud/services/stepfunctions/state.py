"""Step Functions' one state object: its store, bus, settings, records, running executions, and how it
reaches other services (the pipeline's ``call`` and the role sessions STS offers)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

from labcloud.config import Settings
from labcloud.context import Principal
from labcloud.events.bus import EventBus
from labcloud.services.shape import Host
from labcloud.services.stepfunctions.repo.executions import Executions
from labcloud.services.stepfunctions.repo.machines import Machines
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.stepfunctions.mock_config import MockFile
    from labcloud.services.stepfunctions.repo.activities import Activities
    from labcloud.services.stepfunctions.repo.versions import Versions

T = TypeVar("T")


class Caller(Protocol):
    """The pipeline seam (the hub's ``call``): a Task runs another service's operation as the machine's role."""

    async def call(
        self,
        service: str,
        operation: str,
        params: dict[str, Any],
        *,
        account_id: str | None = None,
        region: str | None = None,
        principal: Principal | None = None,
        extra: dict[str, Any] | None = None,
    ) -> dict[str, Any]: ...

    def interface(self, kind: type[T]) -> T | None: ...

    def serves(self, service: str) -> bool: ...


@dataclass(slots=True)
class TokenWait:
    """A Task waiting for SendTaskSuccess/Failure: its answer, and heartbeats that push its deadline."""

    future: asyncio.Future[dict[str, Any]]
    beat: Callable[[], None] = lambda: None
    #: An activity task handed to a worker (GetActivityTask), by the worker's name.
    started: Callable[[str | None], None] = lambda worker: None


@dataclass(frozen=True, slots=True)
class LogBatch:
    """Execution log events for one log stream: (timestamp in ms, message) pairs."""

    group_arn: str
    stream: str
    entries: tuple[tuple[int, str], ...]


@dataclass(slots=True)
class SfnState:
    store: Store
    bus: EventBus
    settings: Settings
    caller: Caller
    machines: Machines
    executions: Executions
    #: Running executions (standard and express) by ARN: their asyncio tasks.
    running: dict[str, asyncio.Task[None]] = field(default_factory=dict)
    #: Tasks waiting on a task token, by token.
    tokens: dict[str, TokenWait] = field(default_factory=dict)
    #: GetActivityTask long polls waiting for a task, by activity ARN.
    polls: dict[str, set[asyncio.Future[None]]] = field(default_factory=dict)
    #: Execution log batches waiting for delivery to CloudWatch Logs (``exec_logs``), its task, and
    #: the (log group ARN, stream) pairs already created.
    log_queue: asyncio.Queue[LogBatch] | None = None
    log_task: asyncio.Task[None] | None = None
    log_streams: set[tuple[str, str]] = field(default_factory=set)
    #: Each machine's logging as executions read it: (level, log group ARN, includeExecutionData);
    #: forgotten when the machine is created, updated or deleted.
    log_configs: dict[str, tuple[str, str, bool]] = field(default_factory=dict)
    #: Set while the service stops: runners end without recording an outcome (they resume on start).
    stopping: bool = False
    #: Step Functions Local's mock configuration (``arn#TestCase`` starts): ``mocks``, made when first asked for.
    _mocks: MockFile | None = None
    #: Versions and aliases, and activities: made (their records' module imported) on first use.
    _versions: Versions | None = None
    _activities: Activities | None = None

    @property
    def versions(self) -> Versions:
        if self._versions is None:
            from labcloud.services.stepfunctions.repo.versions import Versions  # not imported at build

            self._versions = Versions(self.store)
        return self._versions

    @property
    def activities(self) -> Activities:
        if self._activities is None:
            from labcloud.services.stepfunctions.repo.activities import Activities  # not imported at build

            self._activities = Activities(self.store)
        return self._activities

    @property
    def mocks(self) -> MockFile:
        if self._mocks is None:
            from labcloud.services.stepfunctions.mock_config import MockFile  # not imported at build

            self._mocks = MockFile(self.settings.sfn_mock_config)
        return self._mocks

    @staticmethod
    def build(host: Host) -> SfnState:
        state = SfnState(
            host.store,
            host.bus,
            host.settings,
            cast(Caller, host),
            Machines(host.store),
            Executions(host.store),
        )
        return state
