"""CodeBuild's one state object: its store, bus and settings, the records, the host (IAM for the service
role, S3 for sources and artifacts, SSM and Secrets Manager for variables, Logs for the output, EventBridge
for state changes) and the builds running in child processes."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.codebuild.repo.records import Records
from labcloud.services.shape import Host
from labcloud.store.db import Store

#: AWS's default quotas (Service Quotas, CodeBuild): projects per account and region, concurrent builds.
MAX_PROJECTS = 5000
MAX_RUNNING = 20


@dataclass(slots=True)
class CodeBuildState:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    services: Host
    #: "<account>/<region>/<build id>" → the asyncio task driving the build (its child process), for StopBuild.
    running: dict[str, asyncio.Task[None]] = field(default_factory=dict)
    #: Event puts and log writes under way (held so the loop does not drop them).
    puts: set[asyncio.Task[None]] = field(default_factory=set)
    #: The server is stopping: a cancelled build leaves its record for the next start to settle.
    closing: bool = False

    @staticmethod
    def build(host: Host) -> CodeBuildState:
        return CodeBuildState(host.store, host.bus, host.settings, Records(host.store), host)
