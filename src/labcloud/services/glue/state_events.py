""" "Glue Job State Change" events on the default EventBridge bus, as AWS sends them when a run ends
(SUCCEEDED, FAILED, TIMEOUT, STOPPED), and "Glue Job Run Status" when a run is still going past its
NotificationProperty's NotifyDelayAfter: ``source: aws.glue``, no resources, the detail's jobName, severity
(INFO; ERROR for FAILED; WARN for TIMEOUT), state, jobRunId and message. Put through the events service's
PutEvents in the job's account; a failed put is logged, never failing the run."""

from __future__ import annotations

import json
import logging
from datetime import datetime, timezone
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.glue.state import GlueState

log = logging.getLogger("labcloud.glue")

_SEVERITY = {"FAILED": "ERROR", "TIMEOUT": "WARN"}


def entry(run: dict[str, Any]) -> dict[str, Any]:
    status = run["JobRunState"]
    if status == "FAILED":
        message = (
            f"JobName:{run['JobName']} and JobRunId:{run['Id']} failed to execute with exception "
            f"{run.get('ErrorMessage') or ''}"
        )
    else:
        message = {"SUCCEEDED": "Job run succeeded", "TIMEOUT": "Job run timed out"}.get(
            status, "Job run stopped"
        )
    detail = {
        "jobName": run["JobName"],
        "severity": _SEVERITY.get(status, "INFO"),
        "state": status,
        "jobRunId": run["Id"],
        "message": message,
    }
    return {
        "Source": "aws.glue",
        "DetailType": "Glue Job State Change",
        "Detail": json.dumps(detail),
        "Resources": [],
    }


def delay_entry(run: dict[str, Any], delay: float) -> dict[str, Any]:
    """ "Glue Job Run Status": a run still going past its NotificationProperty.NotifyDelayAfter minutes."""
    detail = {
        "jobName": run["JobName"],
        "severity": "WARN",
        "notificationCondition": {"NotifyDelayAfter": delay},
        "state": run["JobRunState"],
        "jobRunId": run["Id"],
        "message": f"Job run {run['Id']} has been running for more than {delay} minutes",
        "startedOn": datetime.fromtimestamp(float(run["StartedOn"]), timezone.utc).isoformat(),
    }
    return {
        "Source": "aws.glue",
        "DetailType": "Glue Job Run Status",
        "Detail": json.dumps(detail),
        "Resources": [],
    }


async def put(state: GlueState, account: str, region: str, run: dict[str, Any], sent: dict[str, Any]) -> None:
    try:
        answer = await state.services.call(
            "events", "PutEvents", {"Entries": [sent]}, account_id=account, region=region
        )
        if answer.get("FailedEntryCount"):
            log.warning("state change of %s not put: %s", run["Id"], answer["Entries"][0])
    except AwsError as exc:
        log.warning("state change of %s not put: %s", run["Id"], exc)
