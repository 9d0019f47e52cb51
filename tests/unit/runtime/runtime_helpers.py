"""Helpers for the runtime engine tests: real zips, real specs, a manager run in a fresh loop."""

from __future__ import annotations

import asyncio
import io
import re
import sys
import zipfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from labcloud.runtime import FunctionSpec, SandboxManager, confine, extract_code

#: Sandboxes see their code at /var/task and a private /tmp (a mount view of their own, see confine.py).
CONFINED = confine.protections().namespaces


def seen_task_root(spec: FunctionSpec) -> str:
    """Where the sandbox sees ``spec``'s code."""
    return "/var/task" if CONFINED else str(spec.code_path)


ACCOUNT = "123456789012"


def make_zip(files: dict[str, str | bytes], modes: dict[str, int] | None = None) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, content in files.items():
            info = zipfile.ZipInfo(name)
            info.create_system = 3
            info.external_attr = ((modes or {}).get(name, 0o100644)) << 16
            zf.writestr(info, content)
    return buf.getvalue()


#: Notices that depend on the interpreters a machine has, not on the function.
_INTERPRETER_NOTICE = re.compile(
    r"labcloud: (python\S+ was not found on PATH|awslambdaric's compiled client does not load)"
)


@dataclass
class Recorder:
    logs: list[tuple[str, str, int, str]] = field(default_factory=list)
    events: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    def log_sink(self, group: str, stream: str, events: list[tuple[int, str]]) -> None:
        self.logs.extend((group, stream, ts, msg) for ts, msg in events)

    def event_sink(self, kind: str, data: dict[str, Any]) -> None:
        self.events.append((kind, data))

    def messages(self) -> list[str]:
        """The function's log events, less labcloud's notice of which interpreter it substituted."""
        return [m for _, _, _, m in self.logs if not _INTERPRETER_NOTICE.match(m)]

    def raw_messages(self) -> list[str]:
        return [m for _, _, _, m in self.logs]

    def request_messages(self, request_id: str) -> list[str]:
        """The events between START and REPORT of one request (inclusive)."""
        msgs = self.messages()
        start = msgs.index(f"START RequestId: {request_id} Version: $LATEST\n")
        end = next(i for i, m in enumerate(msgs) if m.startswith(f"REPORT RequestId: {request_id}\t"))
        return msgs[start : end + 1]


def spec_for(
    tmp: Path,
    files: dict[str, str | bytes],
    *,
    name: str = "fn",
    runtime: str = f"python{sys.version_info.major}.{sys.version_info.minor}",
    handler: str = "app.handler",
    modes: dict[str, int] | None = None,
    **overrides: Any,
) -> FunctionSpec:
    artifact = extract_code(make_zip(files, modes), tmp / "code")
    return FunctionSpec(
        function_name=name,
        function_arn=f"arn:aws:lambda:us-east-1:{ACCOUNT}:function:{name}",
        runtime=runtime,
        handler=handler,
        code_path=artifact.path,
        account_id=ACCOUNT,
        **overrides,
    )


def credentials(spec: FunctionSpec) -> dict[str, str]:
    return {
        "AccessKeyId": "ASIATESTKEY",
        "SecretAccessKey": "test-secret",
        "SessionToken": f"token-for-{spec.function_name}",
    }


def run_with_manager(
    tmp: Path,
    body: Callable[[SandboxManager, Recorder], Awaitable[Any]],
    **options: Any,
) -> Recorder:
    """Run ``body(manager, recorder)`` in a new event loop, always shutting the manager down."""
    recorder = Recorder()

    async def main() -> None:
        manager = SandboxManager(
            tmp / "engine",
            endpoint_url="http://127.0.0.1:59999",
            credentials_for=credentials,
            log_sink=recorder.log_sink,
            event_sink=recorder.event_sink,
            **options,
        )
        try:
            await body(manager, recorder)
        finally:
            await manager.shutdown()

    asyncio.run(main())
    return recorder
