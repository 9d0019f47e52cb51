"""A build's life after StartBuild answers, one task per build (``state.running``).

PROVISIONING assumes the service role (it must trust codebuild.amazonaws.com) and mints its session's
credentials; DOWNLOAD_SOURCE puts the source in the build's folder (``source.py``), reads the buildspec
(the source's inline or overridden one, a file of the source, ``buildspec.yml`` by default, or an S3 ARN)
and resolves the variables (``variables.py``); then the buildspec's phases run in a confined child
(``build_script.py``, ``build_process.py``) whose marks start and end INSTALL, PRE_BUILD, BUILD and
POST_BUILD; UPLOAD_ARTIFACTS (``artifacts.py``) is attempted unless INSTALL or PRE_BUILD aborted the
build; FINALIZING; COMPLETED. Each phase's end is recorded and sent as "CodeBuild Build Phase Change",
the build's start and end as "CodeBuild Build State Change" (``state_events.py``); output streams to
CloudWatch Logs (``build_logs.py``) and is all written before the build reads complete.

Final statuses: SUCCEEDED, FAILED (a phase failed), FAULT (labcloud could not run it), STOPPED
(StopBuild), TIMED_OUT (its timeoutInMinutes passed; ``LABCLOUD_CODEBUILD_MINUTE_SECONDS`` sets the
seconds of a minute, 60 as on AWS). A build left running by a restart ends FAULT when the server starts
again (:func:`settle_lost_builds`), as on AWS when a build's host is lost."""

from __future__ import annotations

import asyncio
import base64
import binascii
import contextlib
import logging
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from labcloud import clock, shell_env
from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.services.codebuild import (
    artifacts,
    build_process,
    build_script,
    builds,
    roles,
    s3_objects,
    source,
    state_events,
    variables,
)
from labcloud.services.codebuild.build_logs import LogStream
from labcloud.services.codebuild.buildspec import Buildspec, BuildspecError, parse
from labcloud.services.codebuild.events import publish
from labcloud.services.codebuild.state import CodeBuildState
from labcloud.services.sts.interfaces import RoleSessions

log = logging.getLogger("labcloud.codebuild")

#: Seconds in one of a build's timeout minutes (``LABCLOUD_CODEBUILD_MINUTE_SECONDS``; 60, as on AWS).
MINUTE_SECONDS = 60.0
LOST = "labcloud stopped while the build ran: its host was lost"


def key(account: str, region: str, build_id: str) -> str:
    return f"{account}/{region}/{build_id}"


def root(state: CodeBuildState) -> Path:
    return Path(state.settings.scratch_dir) / "codebuild"


def begin(state: CodeBuildState) -> None:
    """The hub starts (or restarts after a reset): builds may be driven again; lost ones are settled."""
    state.closing = False
    settle_lost_builds(state)


def settle_lost_builds(state: CodeBuildState) -> None:
    """Builds a restart left unfinished: their child is gone, so they end FAULT with the reason."""
    lost = state.records.unfinished_builds()
    now = clock.now()
    with state.store.transaction():
        for account, region, doc in lost:
            builds.phase_end(doc, "FAULT", now, "INTERNAL_SERVICE_ERROR", LOST)
            builds.complete(doc, "FAULT", now)
            state.records.update(account, region, "build", doc["id"], doc)
            publish(state, "codebuild.build.state", account, region, doc["arn"], status="FAULT")
    for _, _, doc in lost:
        build_process.remove(root(state), doc["_uuid"])


def forget_all(state: CodeBuildState) -> None:
    """After a reset: the builds' tasks are stopped (their records are gone with the tables)."""
    for task in list(state.running.values()):
        task.cancel()
    state.running.clear()


async def stop_all(state: CodeBuildState) -> None:
    """The server stops: each build's child is killed; its record stays, settled (FAULT) at the next start."""
    state.closing = True
    tasks = list(state.running.values())
    state.running.clear()
    for task in tasks:
        task.cancel()
    for task in tasks:
        with contextlib.suppress(BaseException):
            await asyncio.wait_for(task, 5)


def start(state: CodeBuildState, account: str, region: str, doc: dict[str, Any]) -> None:
    """Start driving ``doc`` once the current transaction commits."""

    def launch() -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        name = key(account, region, doc["id"])
        task = loop.create_task(_Build(state, account, region, doc).drive())
        state.running[name] = task
        task.add_done_callback(lambda _: state.running.pop(name, None))

    state.store.after_commit(launch)


def _stamp() -> str:
    return datetime.fromtimestamp(clock.now(), timezone.utc).strftime("%Y/%m/%d %H:%M:%S.%f")[:-3]


class _Build:
    """One build driven from PROVISIONING to COMPLETED."""

    def __init__(self, state: CodeBuildState, account: str, region: str, doc: dict[str, Any]) -> None:
        self.state, self.account, self.region, self.doc = state, account, region, doc
        self.chain: asyncio.Task[None] | None = None
        names = builds.log_names(doc["_project"], doc["_uuid"])
        self.logs = LogStream(state, account, region, *names) if names else None
        self.failed_command = ""
        self.exported: dict[str, str] = {}
        self.gone = False

    # ---------------------------------------------------------------- records, events, log lines

    def line(self, text: str) -> None:
        if self.logs is not None:
            self.logs.add(text)

    def save(self) -> None:
        if self.gone:
            return
        current = self.state.records.get(self.account, self.region, "build", self.doc["id"])
        if current is None:  # deleted meanwhile (its project's builds deleted): nothing left to record
            self.gone = True
            return
        with self.state.store.transaction():
            self.state.records.update(self.account, self.region, "build", self.doc["id"], self.doc)
            publish(
                self.state,
                "codebuild.build.phase",
                self.account,
                self.region,
                self.doc["arn"],
                phase=self.doc["currentPhase"],
                status=self.doc["buildStatus"],
            )

    def send(self, entry: dict[str, Any]) -> None:
        self.chain = state_events.send(self.state, self.account, self.region, [entry], self.chain)

    def begin_phase(self, phase: str) -> None:
        builds.phase_start(self.doc, phase)
        if phase not in builds.RUN_PHASES:  # the child says when its phases begin and end, in order
            self.line(f"[Container] {_stamp()} Entering phase {phase}")
        self.save()

    def end_phase(self, status: str, code: str = "", message: str = "", said: bool = False) -> None:
        """End the phase under way (``said``: the child has written its end to the log already)."""
        ended = builds.phase_end(self.doc, status, None, code, message)
        if ended is None:
            return
        if not said:
            self.line(f"[Container] {_stamp()} Phase complete: {ended['phaseType']} State: {status}")
        if code:
            self.line(f"[Container] {_stamp()} Phase context status code: {code} Message: {message}")
        self.save()
        self.send(state_events.phase_entry(self.doc, ended))

    def phase_status(self, phase: str) -> str | None:
        for found in self.doc["phases"]:
            if found["phaseType"] == phase:
                return str(found.get("phaseStatus") or "IN_PROGRESS")
        return None

    # ---------------------------------------------------------------- the child's marks

    def mark(self, text: str) -> None:
        word, _, rest = text.partition(" ")
        if word == "START" and rest in builds.RUN_PHASES:
            self.failed_command = ""
            self.begin_phase(rest)
        elif word == "END":
            phase, status, code = (rest.split(" ") + ["", "", ""])[:3]
            if phase != self.doc["currentPhase"]:
                return
            if status == "SUCCEEDED":
                self.end_phase("SUCCEEDED", said=True)
            else:
                message = f"Error while executing command: {self.failed_command}. Reason: exit status {code}"
                self.end_phase("FAILED", "COMMAND_EXECUTION_ERROR", message, said=True)
        elif word == "FAIL":
            self.failed_command = rest
        elif word == "EXPORT":
            name, _, value = rest.partition(" ")
            with contextlib.suppress(binascii.Error, ValueError):
                self.exported[name] = base64.b64decode(value).decode(errors="replace")

    # ---------------------------------------------------------------- the steps

    def _session(self) -> tuple[dict[str, Any], Principal]:
        sessions = self.state.services.interface(RoleSessions)
        arn = roles.role_arn(self.doc["serviceRole"], self.account)
        if sessions is None or not sessions.trusts_service(arn, roles.PRINCIPAL):
            raise _PhaseFailure(
                "ACCESS_DENIED", f"CodeBuild is not authorized to perform: sts:AssumeRole on {arn}"
            )
        name = f"AWSCodeBuild-{self.doc['_uuid']}"[:64]
        credentials = sessions.mint_role_session(arn, name, self.account)
        return credentials, sessions.role_principal(arn, name, str(credentials["AccessKeyId"]))

    async def _buildspec(self, principal: Principal, src: Path) -> Buildspec:
        given = str(self.doc["source"].get("buildspec") or "")
        if given.startswith("arn:aws:s3:::"):
            bucket, _, path = given[len("arn:aws:s3:::") :].partition("/")
            data, _ = await s3_objects.read(self.state, self.account, self.region, principal, bucket, path)
            return parse(data.decode(errors="replace"))
        if "\n" in given or ":" in given:
            return parse(given)
        file = (src / (given or "buildspec.yml")).resolve()
        if not file.is_relative_to(src.resolve()) or not file.is_file():
            raise BuildspecError(f"stat {given or 'buildspec.yml'}: no such file or directory in the source")
        return parse(file.read_text(errors="replace"))

    def _environment(self, credentials: dict[str, Any], src: Path, found: dict[str, str]) -> dict[str, str]:
        settings = self.state.settings
        ca = settings.ca_file if settings.ca_file.exists() else None
        env = {"TZ": "UTC", **shell_env.variables(settings.endpoint, self.region, ca)}
        env.update(
            AWS_ACCESS_KEY_ID=str(credentials["AccessKeyId"]),
            AWS_SECRET_ACCESS_KEY=str(credentials["SecretAccessKey"]),
            AWS_SESSION_TOKEN=str(credentials["SessionToken"]),
        )
        env.update(found)
        doc = self.doc
        env.update(
            AWS_REGION=self.region,
            AWS_DEFAULT_REGION=self.region,
            CODEBUILD_BUILD_ID=doc["id"],
            CODEBUILD_BUILD_ARN=doc["arn"],
            CODEBUILD_BUILD_NUMBER=str(doc["buildNumber"]),
            CODEBUILD_BUILD_IMAGE=str(doc["environment"].get("image") or ""),
            CODEBUILD_INITIATOR=doc["initiator"],
            CODEBUILD_SRC_DIR=str(src),
            CODEBUILD_START_TIME=str(int(doc["startTime"] * 1000)),
            CODEBUILD_SOURCE_VERSION=str(doc.get("sourceVersion") or ""),
            CODEBUILD_RESOLVED_SOURCE_VERSION=str(doc.get("resolvedSourceVersion") or ""),
            CODEBUILD_KMS_KEY_ID=str(doc.get("encryptionKey") or ""),
            CODEBUILD_LOG_PATH=str((doc.get("logs") or {}).get("streamName") or ""),
            CODEBUILD_CI="true",
        )
        return env

    async def drive(self) -> None:
        doc, state = self.doc, self.state
        status = "SUCCEEDED"
        started = clock.now()
        if self.logs is not None:
            self.logs.start()
        self.line(f"[Container] {_stamp()} Entering phase PROVISIONING")
        self.send(state_events.state_entry(doc))
        for ended in doc["phases"][:2]:  # SUBMITTED and QUEUED ended when StartBuild answered
            self.send(state_events.phase_entry(doc, ended))
        try:
            try:
                credentials, principal = self._session()
                self.end_phase("SUCCEEDED")
                self.begin_phase("DOWNLOAD_SOURCE")
                src = build_process.prepare(root(state), doc["_uuid"])
                version = str(doc.get("sourceVersion") or "")
                resolved = await source.fetch(
                    state, self.account, self.region, principal, doc["source"], version, src
                )
                if resolved:
                    doc["resolvedSourceVersion"] = resolved
                try:
                    spec = await self._buildspec(principal, src)
                except BuildspecError as exc:
                    raise _PhaseFailure("YAML_FILE_ERROR", str(exc)) from None
                project_vars = doc["environment"].get("environmentVariables") or []
                found = await variables.resolve(
                    state, self.account, self.region, principal, spec, project_vars
                )
                self.end_phase("SUCCEEDED")
            except (source.SourceError, variables.VariableError) as exc:
                raise _PhaseFailure("CLIENT_ERROR", str(exc)) from None
            except AwsError as exc:
                raise _PhaseFailure("CLIENT_ERROR", f"{exc.code}: {exc.message}") from None
            minute = state.settings.tuning.number(
                "LABCLOUD_CODEBUILD_MINUTE_SECONDS", MINUTE_SECONDS, minimum=0.01
            )
            remaining = max(0.0, float(doc["timeoutInMinutes"]) * minute - (clock.now() - started))
            outcome = await build_process.run(
                root(state),
                doc["_uuid"],
                build_script.script(spec),
                self._environment(credentials, src, found),
                remaining,
                self.line,
                self.mark,
            )
            if outcome.timed_out:
                self.end_phase("TIMED_OUT", "BUILD_TIMED_OUT", "Build has timed out.")
                status = "TIMED_OUT"
            else:
                self.end_phase(
                    "FAILED",
                    "COMMAND_EXECUTION_ERROR",
                    f"The build's shell exited with status {outcome.exit_code}",
                )
                if any(p.get("phaseStatus") == "FAILED" for p in doc["phases"]):
                    status = "FAILED"
            if doc["_project"]["artifacts"]["type"] == "S3" and status != "TIMED_OUT":
                if self.phase_status("BUILD") is not None:
                    self.begin_phase("UPLOAD_ARTIFACTS")
                    try:
                        doc["artifacts"] = await artifacts.upload(
                            state,
                            self.account,
                            self.region,
                            principal,
                            doc["_project"]["artifacts"],
                            spec,
                            src,
                            doc["_uuid"],
                        )
                        self.end_phase("SUCCEEDED")
                    except artifacts.ArtifactError as exc:
                        self.end_phase("FAILED", "CLIENT_ERROR", str(exc))
                        status = "FAILED"
                    except AwsError as exc:
                        self.end_phase("FAILED", "CLIENT_ERROR", f"{exc.code}: {exc.message}")
                        status = "FAILED"
            if self.exported:
                doc["exportedEnvironmentVariables"] = [
                    {"name": n, "value": v} for n, v in self.exported.items()
                ]
        except _PhaseFailure as exc:
            self.end_phase("FAILED", exc.code, exc.message)
            status = "FAILED"
        except asyncio.CancelledError:
            if state.closing:
                if self.logs is not None and self.logs.task is not None:
                    self.logs.task.cancel()
                raise
            self.end_phase("STOPPED")
            status = "STOPPED"
        except Exception as exc:  # noqa: BLE001 - a build that cannot run faults, it never takes the server with it
            log.exception("CodeBuild build %s could not run", doc["id"])
            self.end_phase("FAULT", "CLIENT_ERROR", f"labcloud could not run the build: {exc}")
            status = "FAULT"
        await self._finish(status)

    async def _finish(self, status: str) -> None:
        self.begin_phase("FINALIZING")
        self.end_phase("SUCCEEDED")
        if self.logs is not None:
            await self.logs.close()
        builds.complete(self.doc, status)
        self.save()
        self.send(state_events.state_entry(self.doc))
        build_process.remove(root(self.state), self.doc["_uuid"])


class _PhaseFailure(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code, self.message = code, message
