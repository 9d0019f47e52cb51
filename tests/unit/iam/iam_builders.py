"""Small builders shared by the IAM policy tests."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.iam.policy import Policy, parse_policy


def doc(*statements: dict[str, Any], version: str | None = "2012-10-17") -> str:
    body: dict[str, Any] = {"Statement": list(statements)}
    if version is not None:
        body = {"Version": version, **body}
    return json.dumps(body)


def policy(*statements: dict[str, Any], name: str = "test", version: str | None = "2012-10-17") -> Policy:
    return parse_policy(doc(*statements, version=version), name=name)


def allow(action: Any, resource: Any = "*", **extra: Any) -> dict[str, Any]:
    return {"Effect": "Allow", "Action": action, "Resource": resource, **extra}


def deny(action: Any, resource: Any = "*", **extra: Any) -> dict[str, Any]:
    return {"Effect": "Deny", "Action": action, "Resource": resource, **extra}
