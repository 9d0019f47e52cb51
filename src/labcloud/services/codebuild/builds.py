"""A build's document as BatchGetBuilds answers it, and its phases.

A build is ``<project>:<uuid>`` (ARN ``build/<project>:<uuid>``), numbered per project from 1. Its phases
follow AWS's order: SUBMITTED, QUEUED, PROVISIONING, DOWNLOAD_SOURCE, INSTALL, PRE_BUILD, BUILD,
POST_BUILD, UPLOAD_ARTIFACTS, FINALIZING, then COMPLETED (which has only a start). Each phase has its
status, start, end, duration in whole seconds and contexts (``statusCode``/``message``) when it failed.
Its log group is ``/aws/codebuild/<project>`` and stream ``<uuid>`` unless the project's logsConfig
names them (the stream then ``<streamName>/<uuid>``), as AWS names them."""

from __future__ import annotations

import math
import uuid
from typing import Any
from urllib.parse import quote

from labcloud import clock

FINAL = ("SUCCEEDED", "FAILED", "FAULT", "STOPPED", "TIMED_OUT")
RUN_PHASES = ("INSTALL", "PRE_BUILD", "BUILD", "POST_BUILD")


def initiator(principal_arn: str) -> str:
    """Who started a build, as AWS words it: a user's name, ``role/session`` for a role session."""
    resource = principal_arn.split(":", 5)[-1]
    if resource.startswith("assumed-role/"):
        return resource[len("assumed-role/") :]
    if resource.startswith("user/"):
        return resource.rsplit("/", 1)[-1]
    return resource or "root"


def log_names(project: dict[str, Any], build_uuid: str) -> tuple[str, str] | None:
    cw = (project.get("logsConfig") or {}).get("cloudWatchLogs") or {}
    if cw.get("status") == "DISABLED":
        return None
    group = cw.get("groupName") or f"/aws/codebuild/{project['name']}"
    stream = f"{cw['streamName']}/{build_uuid}" if cw.get("streamName") else build_uuid
    return group, stream


def logs_view(project: dict[str, Any], build_uuid: str, account: str, region: str) -> dict[str, Any]:
    cw = dict((project.get("logsConfig") or {}).get("cloudWatchLogs") or {"status": "ENABLED"})
    s3 = dict((project.get("logsConfig") or {}).get("s3Logs") or {"status": "DISABLED"})
    names = log_names(project, build_uuid)
    if names is None:
        return {"cloudWatchLogs": cw, "s3Logs": s3}
    group, stream = names
    return {
        "groupName": group,
        "streamName": stream,
        "deepLink": (
            f"https://console.aws.amazon.com/cloudwatch/home?region={region}"
            f"#logEvent:group={quote(group, safe='')};stream={quote(stream, safe='')}"
        ),
        "cloudWatchLogsArn": f"arn:aws:logs:{region}:{account}:log-group:{group}:log-stream:{stream}",
        "cloudWatchLogs": cw,
        "s3Logs": s3,
    }


def new(
    project: dict[str, Any],
    account: str,
    region: str,
    number: int,
    who: str,
    overrides: dict[str, Any],
) -> dict[str, Any]:
    """A SUBMITTED build of ``project`` with StartBuild's ``overrides`` applied (QUEUED and PROVISIONING follow)."""
    build_uuid = str(uuid.uuid4())
    build_id = f"{project['name']}:{build_uuid}"
    now = clock.now()
    source = dict(project["source"])
    if overrides.get("buildspecOverride"):
        source["buildspec"] = overrides["buildspecOverride"]
    environment = dict(project["environment"])
    if overrides.get("environmentVariablesOverride"):
        given = {v["name"]: v for v in overrides["environmentVariablesOverride"]}
        kept = [v for v in environment.get("environmentVariables") or [] if v["name"] not in given]
        environment["environmentVariables"] = kept + list(given.values())
    doc: dict[str, Any] = {
        "id": build_id,
        "arn": f"arn:aws:codebuild:{region}:{account}:build/{build_id}",
        "buildNumber": number,
        "startTime": now,
        "currentPhase": "SUBMITTED",
        "buildStatus": "IN_PROGRESS",
        "projectName": project["name"],
        "phases": [],
        "source": source,
        "secondarySources": [],
        "secondarySourceVersions": [],
        "artifacts": {"location": ""},
        "secondaryArtifacts": [],
        "cache": {"type": "NO_CACHE"},
        "environment": environment,
        "serviceRole": project["serviceRole"],
        "logs": logs_view(project, build_uuid, account, region),
        "timeoutInMinutes": overrides.get("timeoutInMinutesOverride") or project["timeoutInMinutes"],
        "queuedTimeoutInMinutes": project["queuedTimeoutInMinutes"],
        "buildComplete": False,
        "initiator": who,
        "encryptionKey": project.get("encryptionKey"),
        "_uuid": build_uuid,
        "_project": project,
        "_overrides": overrides,
    }
    version = overrides.get("sourceVersion") or project.get("sourceVersion")
    if version:
        doc["sourceVersion"] = version
    phase_start(doc, "SUBMITTED", now)
    phase_end(doc, "SUCCEEDED", now)
    phase_start(doc, "QUEUED", now)
    phase_end(doc, "SUCCEEDED", now)
    phase_start(doc, "PROVISIONING", now)
    return doc


def current(doc: dict[str, Any]) -> dict[str, Any] | None:
    phases = doc["phases"]
    return (
        phases[-1]
        if phases and "phaseStatus" not in phases[-1] and phases[-1]["phaseType"] != "COMPLETED"
        else None
    )


def phase_start(doc: dict[str, Any], phase: str, now: float | None = None) -> None:
    doc["phases"].append({"phaseType": phase, "startTime": clock.now() if now is None else now})
    doc["currentPhase"] = phase


def phase_end(
    doc: dict[str, Any], status: str, now: float | None = None, code: str = "", message: str = ""
) -> dict[str, Any] | None:
    """End the phase under way with ``status`` and its context; answers it (None: none was under way)."""
    phase = current(doc)
    if phase is None:
        return None
    end = clock.now() if now is None else now
    phase.update(
        phaseStatus=status, endTime=end, durationInSeconds=max(0, math.floor(end - phase["startTime"]))
    )
    if phase["phaseType"] not in ("SUBMITTED", "QUEUED"):
        phase["contexts"] = [{"statusCode": code, "message": message}]
    return phase


def complete(doc: dict[str, Any], status: str, now: float | None = None) -> None:
    end = clock.now() if now is None else now
    doc.update(buildStatus=status, buildComplete=True, endTime=end, currentPhase="COMPLETED")
    doc["phases"].append({"phaseType": "COMPLETED", "startTime": end})


def view(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if not k.startswith("_")}
