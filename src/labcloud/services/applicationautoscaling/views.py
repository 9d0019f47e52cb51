"""What the wire sees of the records: documents without labcloud's ``_`` keys, the keys of targets, the ARNs,
and paging with MaxResults/NextToken (an opaque offset, InvalidNextTokenException for one we did not issue)."""

from __future__ import annotations

import base64
import binascii
import uuid
from datetime import datetime, timezone
from typing import Any

from labcloud.errors import AwsError

#: Largest page (the model's MaxResults: "The maximum value is 50"); the default is 50 as well.
MAX_PAGE = 50


#: Members kept as epoch seconds in the records and answered as timestamps.
_TIMES = ("CreationTime", "StartTime", "EndTime")


def public(doc: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in doc.items() if not k.startswith("_")}
    for key in _TIMES:
        if isinstance(out.get(key), (int, float)):
            out[key] = datetime.fromtimestamp(out[key], tz=timezone.utc)
    return out


def target_key(namespace: str, resource_id: str, dimension: str) -> str:
    return f"{namespace}|{resource_id}|{dimension}"


def target_arn(region: str, account: str) -> str:
    return f"arn:aws:application-autoscaling:{region}:{account}:scalable-target/{uuid.uuid4().hex[:4]}{uuid.uuid4().hex}"


def policy_arn(region: str, account: str, namespace: str, resource_id: str, name: str) -> str:
    return (
        f"arn:aws:autoscaling:{region}:{account}:scalingPolicy:{uuid.uuid4()}:"
        f"resource/{namespace}/{resource_id}:policyName/{name}"
    )


def scheduled_arn(region: str, account: str, namespace: str, resource_id: str, name: str) -> str:
    return (
        f"arn:aws:autoscaling:{region}:{account}:scheduledAction:{uuid.uuid4()}:"
        f"resource/{namespace}/{resource_id}:scheduledActionName/{name}"
    )


def page(items: list[dict[str, Any]], member: str, request: Any) -> dict[str, Any]:
    size = request.get("MaxResults") or MAX_PAGE
    if size > MAX_PAGE or size < 1:
        raise AwsError("ValidationException", f"MaxResults must be between 1 and {MAX_PAGE}")
    start = _offset(request.get("NextToken"))
    out: dict[str, Any] = {member: items[start : start + size]}
    if start + size < len(items):
        out["NextToken"] = base64.urlsafe_b64encode(f"o:{start + size}".encode()).decode()
    return out


def _offset(token: str | None) -> int:
    if not token:
        return 0
    try:
        text = base64.urlsafe_b64decode(token.encode()).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        text = ""
    if not text.startswith("o:") or not text[2:].isdigit():
        raise AwsError("InvalidNextTokenException", "Invalid token")
    return int(text[2:])
