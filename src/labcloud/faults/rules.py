"""Fault rules: which calls fail (service, operation, region, caller, function), how often and with what error.

A rule is a plain document, stored in ``faults_rules`` so it survives a restart::

    {"id": "r-1a2b3c4d", "service": "dynamodb", "operation": "PutItem", "region": null,
     "probability": 0.3, "error": {"code": "ProvisionedThroughputExceededException", "status": 400,
     "message": "..."}, "phase": "before", "caller": "clients", "function": null, "count": null,
     "seed": 7}

``delay_ms`` (0-30000) holds the call that long before its phase (latency; with no ``error`` the call then
runs normally, ``"error": null``). ``phase`` "before" fails the call without running it; "after" runs it (the write is done) and then
answers the error, as a lost response would. ``caller`` is "clients" (every HTTP caller, sandboxes
included), "lambda" (only calls made from function sandboxes) or "all" (also labcloud's own
internal calls, such as event source mapping polls). ``count`` caps how many times it fires.
"""

from __future__ import annotations

import re
import secrets
from typing import Any

from labcloud.errors import AwsError
from labcloud.protocol.models import SERVICES, service_index

#: The HTTP status AWS answers with for the error codes fault rules are most often written with.
DEFAULT_STATUS: dict[str, int] = {
    "ProvisionedThroughputExceededException": 400,
    "ThrottlingException": 400,
    "RequestLimitExceeded": 400,
    "Throttling": 400,
    "TooManyRequestsException": 429,
    "InternalServerError": 500,
    "InternalFailure": 500,
    "InternalError": 500,
    "ServiceException": 500,
    "ServiceUnavailable": 503,
    "ServiceUnavailableException": 503,
    "AWS.SimpleQueueService.InternalError": 500,
    "KMSThrottlingException": 400,
}
PHASES = ("before", "after")
CALLERS = ("clients", "lambda", "all")
_CODE = re.compile(r"^[A-Za-z][A-Za-z0-9.]{0,127}$")
_FIELDS = {
    "service",
    "operation",
    "region",
    "probability",
    "error",
    "phase",
    "caller",
    "function",
    "count",
    "seed",
    "id",
    "delay_ms",
}
MAX_DELAY_MS = 30_000


def invalid(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


def new_rule(document: Any) -> dict[str, Any]:
    """A validated rule document (with an id and a seed) from what a client posted."""
    if not isinstance(document, dict):
        raise invalid("a fault rule is a JSON object")
    unknown = sorted(set(document) - _FIELDS)
    if unknown:
        raise invalid(f"labcloud does not support the fault rule member(s) {', '.join(unknown)}")
    service = document.get("service")
    if not isinstance(service, str) or (service != "*" and service not in SERVICES):
        raise invalid(f"service must be one of {', '.join(SERVICES)} or *")
    operation = document.get("operation", "*")
    if not isinstance(operation, str) or not operation:
        raise invalid("operation must be an operation name or *")
    if operation != "*":
        if service == "*":
            raise invalid("an operation needs a service")
        if operation not in service_index(service).model.operation_names:
            raise invalid(f"{service} has no operation {operation}")
    region = document.get("region")
    if region is not None and (
        not isinstance(region, str) or not re.fullmatch(r"[a-z]{2}(-[a-z]+)+-\d", region)
    ):
        raise invalid("region must be a region name such as us-east-1")
    probability = document.get("probability", 1.0)
    if isinstance(probability, bool) or not isinstance(probability, int | float) or not 0 <= probability <= 1:
        raise invalid("probability must be a number from 0 to 1")
    delay = document.get("delay_ms", 0)
    if isinstance(delay, bool) or not isinstance(delay, int) or not 0 <= delay <= MAX_DELAY_MS:
        raise invalid(f"delay_ms must be a whole number of milliseconds from 0 to {MAX_DELAY_MS}")
    error = document.get("error")
    checked = None if error is None and delay > 0 else _error(error)
    phase = document.get("phase", "before")
    if phase not in PHASES:
        raise invalid("phase must be before or after")
    caller = document.get("caller", "clients")
    if caller not in CALLERS:
        raise invalid("caller must be clients, lambda or all")
    function = document.get("function")
    if function is not None and (
        not isinstance(function, str) or not re.fullmatch(r"[A-Za-z0-9_-]{1,64}", function)
    ):
        raise invalid("function must be a function name")
    count = document.get("count")
    if count is not None and (isinstance(count, bool) or not isinstance(count, int) or count < 1):
        raise invalid("count must be a positive whole number")
    seed = document.get("seed")
    if seed is None:
        seed = secrets.randbelow(2**31)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise invalid("seed must be a whole number")
    rule_id = document.get("id") or "r-" + secrets.token_hex(4)
    if not isinstance(rule_id, str) or not re.fullmatch(r"[A-Za-z0-9_.-]{1,64}", rule_id):
        raise invalid("id must be 1-64 letters, digits, '.', '_' or '-'")
    return {
        "id": rule_id,
        "service": service,
        "operation": operation,
        "region": region,
        "probability": float(probability),
        "error": checked,
        "delay_ms": delay,
        "phase": phase,
        "caller": caller,
        "function": function,
        "count": count,
        "seed": seed,
    }


def _error(error: Any) -> dict[str, Any]:
    if isinstance(error, str):
        error = {"code": error}
    if (
        not isinstance(error, dict)
        or not isinstance(error.get("code"), str)
        or not _CODE.match(error["code"])
    ):
        raise invalid(
            'error must name an error code, e.g. {"code": "ThrottlingException", "status": 400}'
            " (only a rule with a delay_ms may have none)"
        )
    if set(error) - {"code", "status", "message"}:
        raise invalid("error holds code, status and message only")
    code = error["code"]
    status = error.get("status", DEFAULT_STATUS.get(code, 400))
    if isinstance(status, bool) or not isinstance(status, int) or not 400 <= status <= 599:
        raise invalid("error status must be an HTTP error status from 400 to 599")
    message = error.get("message", f"Injected by a labcloud fault rule ({code})")
    if not isinstance(message, str) or len(message) > 1024:
        raise invalid("error message must be text of at most 1024 characters")
    return {"code": code, "status": status, "message": message}


def error_of(rule: dict[str, Any]) -> AwsError:
    error = rule["error"]
    status = int(error["status"])
    return AwsError(error["code"], error["message"], status=status, sender_fault=status < 500)
