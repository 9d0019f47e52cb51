"""What an integration may be: AWS_PROXY to a Lambda function, AWS to a Lambda function (non-proxy, with
mapping templates), MOCK, or HTTP_PROXY to a loopback address.

Other types (AWS service integrations other than Lambda, HTTP with mapping) are refused with
BadRequestException rather than stored and never served."""

from __future__ import annotations

import ipaddress
import re
from typing import Any
from urllib.parse import urlsplit

from labcloud.services.apigateway.errors import bad_request

TYPES = ("AWS_PROXY", "MOCK", "HTTP_PROXY")
_LAMBDA_URI = re.compile(
    r"^arn:aws:apigateway:(?P<region>[a-z0-9-]+):lambda:path/2015-03-31/functions/(?P<function>.+)/invocations$"
)
PASSTHROUGH = ("WHEN_NO_MATCH", "WHEN_NO_TEMPLATES", "NEVER")


def function_of(uri: str) -> str | None:
    """The function ARN (or name) an AWS_PROXY integration's ``uri`` invokes."""
    match = _LAMBDA_URI.match(uri)
    return None if match is None else match.group("function")


def is_loopback(host: str) -> bool:
    if host.lower() == "localhost" or host.lower().endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def new_integration(resource_id: str, request: dict[str, Any]) -> dict[str, Any]:
    """The Integration document for PutIntegration's parameters (also OpenAPI import and CloudFormation)."""
    kind = request.get("type") or ""
    lambda_custom = kind == "AWS" and function_of(str(request.get("uri") or "")) is not None
    if kind not in TYPES and not lambda_custom:
        if kind in ("AWS", "HTTP"):
            raise bad_request(
                f"labcloud serves integrations of type {', '.join(TYPES)} and AWS to Lambda only, not {kind}"
            )
        raise bad_request(
            f"Invalid integration type specified. Valid values are {','.join(TYPES + ('AWS', 'HTTP'))}"
        )
    if request.get("credentials"):
        raise bad_request("labcloud does not support integration credentials: leave credentials out")
    if request.get("connectionType", "INTERNET") != "INTERNET" or request.get("connectionId"):
        raise bad_request("labcloud does not support VPC links: connectionType must be INTERNET")
    timeout = int(request.get("timeoutInMillis") or 29000)
    if not 50 <= timeout <= 29000:
        raise bad_request("Timeout should be between 50 ms and 29000 ms")
    passthrough = request.get("passthroughBehavior") or "WHEN_NO_MATCH"
    if passthrough not in PASSTHROUGH:
        raise bad_request(f"Invalid passthrough behavior specified. Valid values are {','.join(PASSTHROUGH)}")
    doc: dict[str, Any] = {"type": kind}
    if kind != "MOCK":
        method = str(request.get("integrationHttpMethod") or "").upper()
        if not method:
            raise bad_request("Enumeration value for HttpMethod must be non-empty")
        uri = request.get("uri") or ""
        if kind in ("AWS_PROXY", "AWS") and function_of(uri) is None:
            raise bad_request("Invalid ARN specified in the request")
        if kind == "HTTP_PROXY":
            parts = urlsplit(uri)
            if parts.scheme not in ("http", "https") or not parts.hostname:
                raise bad_request("Invalid HTTP endpoint specified for URI")
            if not is_loopback(parts.hostname):
                raise bad_request("labcloud's HTTP integrations reach loopback addresses only")
        doc["httpMethod"] = method
        doc["uri"] = uri
        doc["connectionType"] = "INTERNET"
    for member in ("requestParameters", "requestTemplates", "contentHandling"):
        if request.get(member):
            doc[member] = request[member]
    doc["passthroughBehavior"] = passthrough
    doc["timeoutInMillis"] = timeout
    doc["cacheNamespace"] = request.get("cacheNamespace") or resource_id
    doc["cacheKeyParameters"] = list(request.get("cacheKeyParameters") or [])
    return doc


def new_integration_response(status: str, request: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = {"statusCode": status}
    for member in ("selectionPattern", "responseParameters", "responseTemplates", "contentHandling"):
        if request.get(member) is not None:
            answer[member] = request[member]
    return answer
