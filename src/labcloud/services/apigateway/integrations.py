"""What an integration may be: AWS_PROXY to a Lambda function, AWS to a Lambda function (non-proxy, with
mapping templates), AWS_PROXY to a Lambda function's
response streaming URI with ``responseTransferMode: STREAM`` (streamed: ``lambda_streaming.py``), AWS to a service labcloud serves (``service_uri.py``, called as the role in
``credentials``), MOCK, or HTTP_PROXY and HTTP (non-proxy, with mapping: ``http_integration.py``) to a
loopback address or to AWS's invoke URL of an API (sent to that API on this server), or, with
``connectionType`` VPC_LINK, to the network load balancer of the VPC link ``connectionId`` names (a link
id or ``${stageVariables.<name>}``; ``vpc_link_route.py``) or, with ``integrationTarget``, to that
application or network load balancer through a VPC link V2 (``vpc_link_v2.py``), whatever the URI's host. An https backend's
certificate is verified unless ``tlsConfig.insecureSkipVerification`` is true.

A Lambda integration's ``credentials`` is a role API Gateway assumes to invoke the function, or
``arn:aws:iam::*:user/*``: the signed caller's own credentials (an AWS_IAM method's; SAM's
CALLER_CREDENTIALS); either way IAM decides ``lambda:InvokeFunction`` instead of the function's resource
policy (``dataplane.py``). Others (AWS services labcloud does not serve, credentials on HTTP or MOCK
integrations) are refused with BadRequestException rather than stored and never served."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

from labcloud.loopback import is_api_invoke_host, is_loopback
from labcloud.services.apigateway import service_uri
from labcloud.services.apigateway.errors import bad_request

TYPES = ("AWS_PROXY", "MOCK", "HTTP_PROXY", "HTTP")
_LAMBDA_URI = re.compile(
    r"^arn:aws:apigateway:(?P<region>[a-z0-9-]+):lambda:path/2015-03-31/functions/(?P<function>.+)/invocations$"
)
PASSTHROUGH = ("WHEN_NO_MATCH", "WHEN_NO_TEMPLATES", "NEVER")
#: Lambda's response streaming URI (``.../2021-11-15/functions/<arn>/response-streaming-invocations``).
_STREAMING_URI = re.compile(
    r"^arn:aws:apigateway:(?P<region>[a-z0-9-]+):lambda:path/2021-11-15/functions/(?P<function>.+)"
    r"/response-streaming-invocations$"
)
TRANSFER_MODES = ("BUFFERED", "STREAM")
STREAMING_NEEDS_BOTH = (
    "A Lambda proxy integration streams its response with responseTransferMode STREAM and Lambda's "
    "response-streaming-invocations URI (arn:aws:apigateway:<region>:lambda:path/2021-11-15/functions/"
    "<function arn>/response-streaming-invocations), both together"
)
STREAMING_REFUSED = (
    "labcloud streams AWS_PROXY integrations to Lambda only (responseTransferMode STREAM on HTTP_PROXY is not "
    "supported); response streaming is only for HTTP_PROXY or AWS_PROXY integrations"
)
#: ``credentials`` that invoke a Lambda function as the signed caller of the method.
CALLER_CREDENTIALS = "arn:aws:iam::*:user/*"
_ROLE_ARN = re.compile(r"^arn:aws:iam::\d{12}:role/[\w+=,.@/-]{1,512}$")
CONNECTIONS = ("INTERNET", "VPC_LINK")
_LINK_ID = re.compile(r"^[a-z0-9]{1,32}$")
# a VPC link V2's target (REST APIs): an application or network load balancer of ELBv2
LOAD_BALANCER_ARN = re.compile(
    r"^arn:aws:elasticloadbalancing:(?P<region>[a-z0-9-]{1,32}):(?P<account>[0-9]{12}):"
    r"loadbalancer/(?P<kind>app|net)/[A-Za-z0-9-]{1,32}/[0-9a-f]{1,32}$"
)
_STAGE_VARIABLE = re.compile(r"^\$\{stageVariables\.([A-Za-z0-9_]{1,64})\}$")
#: A cache key parameter: one of the method's request parameters (``response_cache.py``).
_CACHE_KEY = re.compile(r"^method\.request\.(querystring|header|path)\.[^\s]{1,256}$")


def function_of(uri: str) -> str | None:
    """The function ARN (or name) an AWS_PROXY integration's ``uri`` invokes."""
    match = _LAMBDA_URI.match(uri)
    return None if match is None else match.group("function")


def streaming_function_of(uri: str) -> str | None:
    """The function ARN (or name) a streaming AWS_PROXY integration's ``uri`` invokes."""
    match = _STREAMING_URI.match(uri)
    return None if match is None else match.group("function")


def _transfer_mode(kind: str, uri: str, request: dict[str, Any]) -> str:
    """``responseTransferMode``: STREAM only on an AWS_PROXY integration to Lambda's streaming URI."""
    mode = str(request.get("responseTransferMode") or "BUFFERED")
    if mode not in TRANSFER_MODES:
        raise bad_request(
            f"Invalid response transfer mode specified. Valid values are {','.join(TRANSFER_MODES)}"
        )
    streaming_uri = _STREAMING_URI.match(uri) is not None
    if mode == "STREAM" and kind != "AWS_PROXY":
        raise bad_request(STREAMING_REFUSED)
    if (mode == "STREAM") != streaming_uri:
        raise bad_request(STREAMING_NEEDS_BOTH)
    return mode


def reachable(host: str) -> bool:
    """A loopback address, or AWS's invoke host of an API (which labcloud serves itself)."""
    return is_loopback(host) or is_api_invoke_host(host)


def new_integration(resource_id: str, request: dict[str, Any]) -> dict[str, Any]:
    """The Integration document for PutIntegration's parameters (also OpenAPI import and CloudFormation)."""
    kind = request.get("type") or ""
    uri_text = str(request.get("uri") or "")
    transfer_mode = _transfer_mode(kind, uri_text, request)
    lambda_custom = kind == "AWS" and function_of(uri_text) is not None
    service = kind == "AWS" and service_uri.parse(uri_text) is not None
    if kind not in TYPES and not lambda_custom and not service:
        if kind == "AWS" and service_uri.known_service(uri_text) not in (None, "lambda"):
            raise bad_request(
                f"labcloud's AWS integrations reach Lambda and {', '.join(sorted(service_uri.SERVICES))}"
                f" only, not {service_uri.known_service(uri_text)}"
            )
        if kind == "AWS":
            raise bad_request("Invalid ARN specified in the request")
        raise bad_request(f"Invalid integration type specified. Valid values are {','.join((*TYPES, 'AWS'))}")
    credentials = request.get("credentials")
    to_lambda = (
        kind in ("AWS_PROXY", "AWS")
        and (function_of(uri_text) or streaming_function_of(uri_text)) is not None
    )
    if credentials and not service and not to_lambda:
        raise bad_request(
            "labcloud supports integration credentials on AWS service and Lambda integrations only"
        )
    if service and credentials == CALLER_CREDENTIALS:
        raise bad_request(
            f"labcloud supports caller credentials ({CALLER_CREDENTIALS}) on Lambda integrations only"
        )
    caller = to_lambda and credentials == CALLER_CREDENTIALS
    if credentials and not caller and not _ROLE_ARN.match(str(credentials)):
        raise bad_request("Invalid ARN specified in the request")
    connection = _connection(kind, request)
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
        if (
            kind in ("AWS_PROXY", "AWS")
            and function_of(uri) is None
            and not service
            and transfer_mode == "BUFFERED"
        ):
            raise bad_request("Invalid ARN specified in the request")
        if kind in ("HTTP_PROXY", "HTTP"):
            parts = urlsplit(uri)
            if parts.scheme not in ("http", "https") or not parts.hostname:
                raise bad_request("Invalid HTTP endpoint specified for URI")
            if connection == "INTERNET" and not reachable(parts.hostname):
                raise bad_request("labcloud's HTTP integrations reach loopback addresses only")
        doc["httpMethod"] = method
        doc["uri"] = uri
        doc["connectionType"] = connection
        if connection == "VPC_LINK":
            doc["connectionId"] = request["connectionId"]
            if request.get("integrationTarget") is not None:
                doc["integrationTarget"] = request["integrationTarget"]
    if credentials:
        doc["credentials"] = credentials
    for member in ("requestParameters", "requestTemplates", "contentHandling"):
        if request.get(member):
            doc[member] = request[member]
    if transfer_mode == "STREAM":
        doc["responseTransferMode"] = transfer_mode
    tls = tls_config(kind, request.get("tlsConfig"))
    if tls is not None:
        doc["tlsConfig"] = tls
    doc["passthroughBehavior"] = passthrough
    doc["timeoutInMillis"] = timeout
    doc["cacheNamespace"] = request.get("cacheNamespace") or resource_id
    keys = list(request.get("cacheKeyParameters") or [])
    for key in keys:
        if not _CACHE_KEY.match(str(key)):
            raise bad_request(
                f"Invalid cache key parameter specified: {key} (method.request.querystring, header or path)"
            )
    doc["cacheKeyParameters"] = keys
    return doc


def tls_config(kind: str, raw: Any) -> dict[str, bool] | None:
    """``tlsConfig`` (``insecureSkipVerification``): HTTP and HTTP_PROXY integrations only, whose https
    backends' certificates are verified unless it is true (``http_proxy.send``)."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) - {"insecureSkipVerification"}:
        raise bad_request("Invalid tlsConfig specified: it takes insecureSkipVerification only")
    if kind not in ("HTTP", "HTTP_PROXY"):
        raise bad_request("tlsConfig is only supported for HTTP and HTTP_PROXY integrations")
    skip = raw.get("insecureSkipVerification", False)
    if not isinstance(skip, bool):
        raise bad_request("Invalid value for tlsConfig.insecureSkipVerification: true or false")
    return {"insecureSkipVerification": skip}


def _connection(kind: str, request: dict[str, Any]) -> str:
    """INTERNET, or VPC_LINK for an HTTP or HTTP_PROXY integration with a ``connectionId`` (whether the
    link exists is the caller's check: ``vpc_link_ops.check_connection``)."""
    connection = request.get("connectionType") or "INTERNET"
    if connection not in CONNECTIONS:
        raise bad_request(f"Invalid connection type specified. Valid values are {','.join(CONNECTIONS)}")
    target = request.get("integrationTarget")
    if target is not None:
        if connection != "VPC_LINK":
            raise bad_request("Integration target can only be specified for connection type VPC_LINK")
        if not LOAD_BALANCER_ARN.match(str(target)):
            raise bad_request(
                f"Invalid integration target specified: {str(target)[:256]}"
                " (the ARN of an application or network load balancer)"
            )
    if connection == "INTERNET":
        if request.get("connectionId"):
            raise bad_request("Connection ID can only be specified for connection type VPC_LINK")
        return connection
    if kind not in ("HTTP", "HTTP_PROXY"):
        raise bad_request("Connection type VPC_LINK is only supported for HTTP and HTTP_PROXY integrations")
    link = str(request.get("connectionId") or "")
    if not link:
        raise bad_request("Connection ID must be specified for connection type VPC_LINK")
    if not (_LINK_ID.match(link) or _STAGE_VARIABLE.match(link)):
        raise bad_request(f"Invalid VPC link identifier specified: {link}")
    return connection


def stage_variable_of(connection_id: str) -> str | None:
    """The stage variable a ``${stageVariables.<name>}`` connection id names, else None."""
    match = _STAGE_VARIABLE.match(connection_id)
    return None if match is None else match.group(1)


def new_integration_response(status: str, request: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = {"statusCode": status}
    for member in ("selectionPattern", "responseParameters", "responseTemplates", "contentHandling"):
        if request.get(member) is not None:
            answer[member] = request[member]
    return answer
