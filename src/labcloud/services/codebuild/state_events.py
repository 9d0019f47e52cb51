""" "CodeBuild Build State Change" (IN_PROGRESS when a build starts, its final status when it ends) and
"CodeBuild Build Phase Change" (each phase that completes) on the default EventBridge bus, as AWS sends
them: ``source: aws.codebuild``, the build's ARN as the resource, the detail's kebab-case members
(``build-status``/``completed-phase``..., ``project-name``, ``build-id``, ``additional-information``,
``version``). Put through the events service's PutEvents in the build's account; a failed put is logged,
never failing the build."""

from __future__ import annotations

import asyncio
import json
import logging
from datetime import datetime, timezone
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.codebuild.state import CodeBuildState

log = logging.getLogger("labcloud.codebuild")


def _when(epoch: float) -> str:
    """AWS's wording of a time in these events: ``Sep 1, 2017 4:12:29 PM``."""
    moment = datetime.fromtimestamp(epoch, timezone.utc)
    hour = moment.hour % 12 or 12
    return f"{moment.strftime('%b')} {moment.day}, {moment.year} {hour}:{moment.strftime('%M:%S %p')}"


def _information(doc: dict[str, Any]) -> dict[str, Any]:
    env = doc["environment"]
    info: dict[str, Any] = {
        "artifact": {
            k: v for k, v in doc.get("artifacts", {}).items() if k in ("location", "md5sum", "sha256sum")
        },
        "environment": {
            "image": env.get("image"),
            "privileged-mode": bool(env.get("privilegedMode")),
            "compute-type": env.get("computeType"),
            "type": env.get("type"),
            "environment-variables": [
                {"name": v["name"], "type": v.get("type", "PLAINTEXT"), "value": v.get("value", "")}
                for v in env.get("environmentVariables") or []
            ],
        },
        "timeout-in-minutes": doc["timeoutInMinutes"],
        "build-complete": bool(doc["buildComplete"]),
        "build-number": doc["buildNumber"],
        "initiator": doc["initiator"],
        "build-start-time": _when(doc["startTime"]),
        "source": {k: v for k, v in doc["source"].items() if k in ("type", "location", "buildspec")},
        "phases": [
            {
                "phase-type": p["phaseType"],
                "phase-status": p.get("phaseStatus"),
                "start-time": _when(p["startTime"]),
                **(
                    {"end-time": _when(p["endTime"]), "duration-in-seconds": p["durationInSeconds"]}
                    if "endTime" in p
                    else {}
                ),
                "phase-context": [
                    f"{c['statusCode']}: {c['message']}" for c in p.get("contexts") or [] if c["statusCode"]
                ],
            }
            for p in doc["phases"]
        ],
    }
    if doc.get("sourceVersion"):
        info["source-version"] = doc["sourceVersion"]
    logs = doc.get("logs") or {}
    if logs.get("groupName"):
        info["logs"] = {
            "group-name": logs["groupName"],
            "stream-name": logs["streamName"],
            "deep-link": logs["deepLink"],
        }
    return info


def state_entry(doc: dict[str, Any]) -> dict[str, Any]:
    phase = doc["phases"][-1] if doc["phases"] else {}
    detail = {
        "build-status": doc["buildStatus"],
        "project-name": doc["projectName"],
        "build-id": doc["arn"],
        "additional-information": _information(doc),
        "current-phase": doc["currentPhase"],
        "current-phase-context": json.dumps(
            [c["message"] for c in phase.get("contexts") or [] if c["statusCode"]]
        ),
        "version": "1",
    }
    return _entry(doc, "CodeBuild Build State Change", detail)


def phase_entry(doc: dict[str, Any], phase: dict[str, Any]) -> dict[str, Any]:
    detail = {
        "completed-phase": phase["phaseType"],
        "project-name": doc["projectName"],
        "build-id": doc["arn"],
        "completed-phase-context": json.dumps(
            [f"{c['statusCode']}: {c['message']}" for c in phase.get("contexts") or [] if c["statusCode"]]
        ),
        "additional-information": _information(doc),
        "completed-phase-status": phase["phaseStatus"],
        "completed-phase-duration-seconds": phase["durationInSeconds"],
        "version": "1",
        "completed-phase-start": _when(phase["startTime"]),
        "completed-phase-end": _when(phase["endTime"]),
    }
    return _entry(doc, "CodeBuild Build Phase Change", detail)


def _entry(doc: dict[str, Any], kind: str, detail: dict[str, Any]) -> dict[str, Any]:
    return {
        "Source": "aws.codebuild",
        "DetailType": kind,
        "Detail": json.dumps(detail),
        "Resources": [doc["arn"]],
    }


async def _put(state: CodeBuildState, account: str, region: str, entries: list[dict[str, Any]]) -> None:
    try:
        answer = await state.services.call(
            "events", "PutEvents", {"Entries": entries}, account_id=account, region=region
        )
        if answer.get("FailedEntryCount"):
            log.warning("CodeBuild events not put: %s", answer.get("Entries"))
    except AwsError as exc:
        log.warning("CodeBuild events not put: %s", exc)


def send(
    state: CodeBuildState,
    account: str,
    region: str,
    entries: list[dict[str, Any]],
    after: asyncio.Task[None] | None,
) -> asyncio.Task[None]:
    """Put ``entries`` after the put ``after`` (a build's events stay in order) without holding up the build."""

    async def chained() -> None:
        if after is not None:
            await asyncio.wait([after])
        await _put(state, account, region, entries)

    task = asyncio.get_running_loop().create_task(chained())
    state.puts.add(task)
    task.add_done_callback(state.puts.discard)
    return task
