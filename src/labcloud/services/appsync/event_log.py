"""The records an Events API's publish logs (``request_log.py`` holds the level's rules): a
``RequestSummary`` of the operation whenever logging is on, and its ``onPublish`` handler's records by the
API's ``logLevel``: ``ALL`` writes the events the handler was given (``RequestMapping``) and what it answered
(``ResponseMapping``) on every publish, ``ERROR``, ``INFO`` and ``DEBUG`` only when the handler refused the
publish or failed events; ``NONE`` none. The handler code's ``console`` lines follow the level as a
resolver's do (``request_log.py``). The record names follow AppSync's GraphQL logs; their fields are
labcloud's."""

from __future__ import annotations

from typing import Any

from labcloud.services.appsync.event_handlers import Outcome
from labcloud.services.appsync.repo.records import Api
from labcloud.services.appsync.request_log import RequestLog


def handler_records(
    log: RequestLog, api: Api, parts: list[str], incoming: list[dict[str, Any]], outcome: Outcome
) -> None:
    log.messages("onPublish", outcome.messages)
    errors = [{"message": m, "errorType": c} for c, m in outcome.failed.values()]
    if outcome.refused is not None:
        errors.append({"message": outcome.refused[1], "errorType": outcome.refused[0]})
    in_error = bool(errors)
    if not log.maps(in_error):
        return
    base = {
        "apiId": api.api_id,
        "channel": "/" + "/".join(parts),
        "channelNamespace": parts[0],
        "handler": "onPublish",
        "fieldInError": in_error,
        "errors": errors,
    }
    log.add({"logType": "RequestMapping", **base, "events": incoming})
    log.add({"logType": "ResponseMapping", **base, "events": outcome.events})


def summary(
    log: RequestLog,
    api: Api,
    parts: list[str],
    successful: list[dict[str, Any]],
    failed: list[dict[str, Any]],
) -> None:
    log.add(
        {
            "logType": "RequestSummary",
            "apiId": api.api_id,
            "operation": "PUBLISH",
            "channel": "/" + "/".join(parts),
            "channelNamespace": parts[0],
            "statusCode": 200,
            "eventsSuccessful": len(successful),
            "eventsFailed": len(failed),
            "latency": log.offset(),
        }
    )
