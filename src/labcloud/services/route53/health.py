"""Health checks as records: their configuration checked and completed with Route 53's defaults, and the
status labcloud records for each (labcloud probes nothing on the internet: a check is recorded healthy until
``PUT /_labcloud/route53/health-checks/{id}/status`` says otherwise; an inverted check reports the opposite, and
a disabled one is always healthy, as AWS treats disabled checks)."""

from __future__ import annotations

import uuid
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.route53.errors import invalid_input, no_such_health_check
from labcloud.services.route53.repo import health_checks as rows
from labcloud.store.db import Store

ENDPOINT_TYPES = ("HTTP", "HTTPS", "HTTP_STR_MATCH", "HTTPS_STR_MATCH", "TCP")
TYPES = (*ENDPOINT_TYPES, "CALCULATED", "CLOUDWATCH_METRIC")
#: The regions a check is observed from when it names none (Route 53's default checker regions).
DEFAULT_REGIONS = (
    "us-east-1",
    "us-west-1",
    "us-west-2",
    "eu-west-1",
    "ap-southeast-1",
    "ap-southeast-2",
    "ap-northeast-1",
    "sa-east-1",
)
RESETTABLE = {"FullyQualifiedDomainName", "Regions", "ResourcePath", "ChildHealthChecks"}
#: Route 53's default limit of health checks per account.
MAX_CHECKS = 200


def load(store: Store, account_id: str, check_id: str) -> dict[str, Any]:
    found = rows.get(store, account_id, check_id)
    if found is None:
        raise no_such_health_check(check_id)
    return found


def public(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if not k.startswith("_")}


def complete(store: Store, account_id: str, config: dict[str, Any]) -> dict[str, Any]:
    """The configuration as Route 53 answers it (its defaults filled in), checked."""
    kind = config.get("Type")
    if kind == "RECOVERY_CONTROL" or config.get("RoutingControlArn"):
        raise invalid_input("labcloud does not implement RECOVERY_CONTROL health checks (Route 53 ARC)")
    if kind not in TYPES:
        raise invalid_input(f"Invalid value for Type: {kind}")
    if config.get("HealthCheckSourceId") or config.get("EndpointType"):
        raise invalid_input("labcloud does not implement HealthCheckSourceId or EndpointType")
    out = dict(config)
    if kind in ENDPOINT_TYPES:
        if not out.get("IPAddress") and not out.get("FullyQualifiedDomainName"):
            raise invalid_input(
                "Invalid parameter : Either IPAddress or FullyQualifiedDomainName must be specified for a health check of type "
                + kind
            )
        out.setdefault("Port", 443 if kind.startswith("HTTPS") else 80)
        out.setdefault("RequestInterval", 30)
        out.setdefault("FailureThreshold", 3)
        out.setdefault("MeasureLatency", False)
        if kind.startswith("HTTPS"):
            out.setdefault("EnableSNI", True)
        if kind.endswith("STR_MATCH") and not out.get("SearchString"):
            raise invalid_input(
                f"Invalid parameter : SearchString is required for a health check of type {kind}"
            )
        if out["RequestInterval"] not in (10, 30):
            raise invalid_input("Invalid parameter : RequestInterval must be 10 or 30")
        if not 1 <= int(out["FailureThreshold"]) <= 10:
            raise invalid_input("Invalid parameter : FailureThreshold must be between 1 and 10")
    elif kind == "CALCULATED":
        children = out.get("ChildHealthChecks") or []
        for child in children:
            if rows.get(store, account_id, child) is None:
                raise no_such_health_check(child)
        out.setdefault("HealthThreshold", len(children))
    elif kind == "CLOUDWATCH_METRIC":
        if not out.get("AlarmIdentifier"):
            raise invalid_input(
                "Invalid parameter : AlarmIdentifier is required for a CLOUDWATCH_METRIC health check"
            )
        out.setdefault("InsufficientDataHealthStatus", "LastKnownStatus")
    out.setdefault("Inverted", False)
    out.setdefault("Disabled", False)
    if out.get("Regions") is not None and 0 < len(out["Regions"]) < 3:
        raise invalid_input("Invalid parameter : at least 3 Regions must be specified")
    return out


def create(
    store: Store, account_id: str, now: float, reference: str, config: dict[str, Any]
) -> tuple[dict[str, Any], bool]:
    """The new check (or the one ``reference`` made with this same configuration), and whether it is new."""
    completed = complete(store, account_id, config)
    existing = rows.by_reference(store, account_id, reference)
    if existing is not None:
        if existing["HealthCheckConfig"] == completed:
            return existing, False
        raise AwsError(
            "HealthCheckAlreadyExists",
            f"A health check with the caller reference {reference} already exists with a different configuration.",
            status=409,
        )
    if len(rows.of_account(store, account_id)) >= MAX_CHECKS:
        raise AwsError(
            "TooManyHealthChecks", f"This account already has {MAX_CHECKS} health checks.", status=400
        )
    doc: dict[str, Any] = {
        "Id": str(uuid.uuid4()),
        "CallerReference": reference,
        "HealthCheckConfig": completed,
        "HealthCheckVersion": 1,
        "_tags": [],
        "_status": "Success",
    }
    rows.insert(store, account_id, now, doc)
    return doc, True


def update(store: Store, account_id: str, request: dict[str, Any]) -> dict[str, Any]:
    doc = load(store, account_id, request["HealthCheckId"])
    version = request.get("HealthCheckVersion")
    if version is not None and int(version) != int(doc["HealthCheckVersion"]):
        raise AwsError(
            "HealthCheckVersionMismatch",
            "The value of HealthCheckVersion in the request doesn't match the value of HealthCheckVersion in the health check.",
            status=409,
        )
    config = dict(doc["HealthCheckConfig"])
    for element in request.get("ResetElements") or []:
        if element not in RESETTABLE:
            raise invalid_input(f"Invalid value for ResetElements: {element}")
        config.pop(element, None)
    for key, value in request.items():
        if key in ("HealthCheckId", "HealthCheckVersion", "ResetElements"):
            continue
        config[key] = value
    doc["HealthCheckConfig"] = complete(store, account_id, config)
    doc["HealthCheckVersion"] = int(doc["HealthCheckVersion"]) + 1
    rows.update(store, doc)
    return doc


def healthy(doc: dict[str, Any]) -> bool:
    config = doc["HealthCheckConfig"]
    if config.get("Disabled"):
        return True
    ok = doc.get("_status", "Success") == "Success"
    return not ok if config.get("Inverted") else ok


def observations(doc: dict[str, Any], checked: Any) -> list[dict[str, Any]]:
    config = doc["HealthCheckConfig"]
    status = (
        "Success: HTTP Status Code 200, OK"
        if healthy(doc)
        else "Failure: labcloud recorded this check as failing"
    )
    if config["Type"] == "TCP":
        status = (
            "Success: TCP connection established"
            if healthy(doc)
            else "Failure: labcloud recorded this check as failing"
        )
    regions = config.get("Regions") or list(DEFAULT_REGIONS)
    return [
        {
            "Region": region,
            "IPAddress": config.get("IPAddress") or "127.0.0.1",
            "StatusReport": {"Status": status, "CheckedTime": checked},
        }
        for region in regions
    ]
