"""The target of an AWS service integration, read from its ``uri``.

``arn:aws:apigateway:{region}:{service}:action/{Action}`` names an operation; ``...:{service}:path/{path}``
names a resource path of the service (SQS's ``path/{account}/{queue}``, the operation then coming from
the request's ``Action`` parameter). The services served are the ones below, by the URI's service name
(AWS's endpoint prefix); Lambda's own URIs are read by ``integrations.function_of``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: The URI's service name → labcloud's service (botocore name).
SERVICES = {
    "sqs": "sqs",
    "dynamodb": "dynamodb",
    "states": "stepfunctions",
    "events": "events",
    "sns": "sns",
    "kinesis": "kinesis",
    "email": "ses",
    "batch": "batch",
}

_URI = re.compile(
    r"^arn:aws:apigateway:(?P<region>[a-z0-9-]+):(?P<service>[a-z0-9.-]+):(?P<kind>action|path)/(?P<rest>.*)$"
)


@dataclass(frozen=True, slots=True)
class ServiceTarget:
    region: str
    #: labcloud's name of the service (``stepfunctions`` for ``states``).
    service: str
    #: The operation of an ``action/`` URI (None for a ``path/`` URI).
    action: str | None
    #: The path of a ``path/`` URI, with a leading ``/`` (``/`` for an ``action/`` URI).
    path: str


def parse(uri: str) -> ServiceTarget | None:
    """The service target of ``uri``; None when it is not an AWS service URI."""
    match = _URI.match(uri)
    if match is None:
        return None
    name = match.group("service")
    service = SERVICES.get(name)
    if service is None:
        return None
    rest = match.group("rest")
    if match.group("kind") == "action":
        action = rest.split("&", 1)[0]
        if not re.fullmatch(r"[A-Za-z0-9]+", action):
            return None
        return ServiceTarget(match.group("region"), service, action, "/")
    return ServiceTarget(match.group("region"), service, None, "/" + rest.lstrip("/"))


def known_service(uri: str) -> str | None:
    """The service name of an AWS service URI, whether labcloud serves it or not."""
    match = _URI.match(uri)
    return None if match is None else match.group("service")
