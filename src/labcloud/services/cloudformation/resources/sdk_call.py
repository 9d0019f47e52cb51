"""The AWS SDK for JavaScript client a CDK ``AwsCustomResource`` request makes its function load.

The CDK's ``AwsCustomResource`` is a custom resource whose ``Create``/``Update``/``Delete`` properties are
each one SDK call as JSON (``{"service": "SSM", "action": "putParameter", "parameters": {...}}``); its
Node.js handler loads ``@aws-sdk/client-<name>`` by a name it computes from ``service`` at run time: lower
case, a leading ``@aws-sdk/client-`` dropped, an SDK v2 class name (``SSM``, ``CloudWatchLogs``,
``StepFunctions``) turned into its v3 name (``ssm``, ``cloudwatch-logs``, ``sfn``; ``sdk_v3_names.py``).
No scan of the function's code can see that name, so CloudFormation names the package to Lambda before it
invokes the function (``custom.py``). A name that is no v3 client's is not fetched: the handler then fails
as it does on AWS (``Service <x> client package with name '...' does not exist.``).
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.cloudformation.resources.sdk_v3_names import V3_CLIENTS, V3_NAMES

#: A ``service`` longer than this names no client (the longest v3 name is under 50 characters).
MAX_SERVICE = 100
_PREFIX = "@aws-sdk/client-"


def client_name(service: str) -> str:
    """The v3 client name the CDK's handler derives from a call's ``service``."""
    name = service.lower().removeprefix(_PREFIX)
    return V3_NAMES.get(name, name)


def call_of(props: dict[str, Any], kind: str) -> dict[str, Any] | None:
    """The SDK call of the request ``kind`` (Create/Update/Delete), when the properties carry one."""
    given = props.get(kind)
    if isinstance(given, str) and len(given) <= 1_000_000:
        try:
            given = json.loads(given)
        except ValueError:
            return None
    if (
        isinstance(given, dict)
        and isinstance(given.get("service"), str)
        and isinstance(given.get("action"), str)
    ):
        return given
    return None


def client_packages(props: dict[str, Any], kind: str) -> list[str]:
    """The ``@aws-sdk/client-*`` package a request of ``kind`` makes the handler load ([] when none)."""
    call = call_of(props, kind)
    if call is None or len(call["service"]) > MAX_SERVICE:
        return []
    name = client_name(call["service"])
    return [_PREFIX + name] if name in V3_CLIENTS else []
