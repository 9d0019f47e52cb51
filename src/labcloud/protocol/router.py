"""Which service and operation a request addresses, the way AWS clients address them.

Order of evidence: ``X-Amz-Target`` (json protocol), then a form or query-string ``Action``
(query protocol: IAM, STS, SQS in query mode), then the REST method + path templates of the
rest-json services (Lambda). The SigV4 credential scope names the signing service and breaks
ties (for example an ``Action`` that two query services both define).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import parse_qsl, unquote

from labcloud.errors import AwsError
from labcloud.protocol.models import QUERY_COMPATIBLE, SERVICES, query_actions, service_index, target_service
from labcloud.protocol.s3_routing import BucketExists, is_s3_request, is_s3control_request, s3_route
from labcloud.protocol.sigv4_scope import credential_scope
from labcloud.protocol.wire import WireRequest

#: SigV4 signing names that differ from botocore service names.
#: The protocols whose requests are forms naming an ``Action`` (EC2's differs from query only in names).
_FORM_PROTOCOLS = ("query", "ec2")

_SIGNING_NAMES = {
    "elasticloadbalancing": "elbv2",
    "execute-api": "lambda",
    "iotdata": "iot-data",
    "monitoring": "cloudwatch",
    "s3-object-lambda": "s3",
    "states": "stepfunctions",
    "tagging": "resourcegroupstaggingapi",
}
#: REST services whose requests are signed with another's name (API Gateway v2 signs as ``apigateway``,
#: AppConfig's data plane as ``appconfig``):
#: tried right after the signer's own model, so their first request reads no other service's model.
_SIGNED_AS = {"apigateway": ("apigatewayv2",), "appconfig": ("appconfigdata",)}
#: REST services whose generic paths (IoT's ``/tags``, ``/things/{name}``) must not claim a request another
#: service signed: they are tried only for requests signed for them, or carrying no signature at all (an
#: ``Authorization`` header that names no service may be anyone's). AppConfig's ``/tags/{ResourceArn}`` is as
#: generic (FIS, Pipes and EventBridge Scheduler share it): a request whose signature names no service is not
#: AppConfig's.
_OWN_SIGNER_ONLY = frozenset({"appconfig", "iot", "iot-data"})
#: The service namespace of an ARN in a request path.
_PATH_ARN = re.compile(r"arn:aws[a-z-]*:([a-z0-9-]+):")


def is_amz_cbor(content_type: str) -> bool:
    """Is this body Kinesis's CBOR (the Java SDK's), read by ``amz_cbor_codec``, not JSON?"""
    return content_type.split(";", 1)[0].strip().lower().startswith("application/x-amz-cbor")


@dataclass(slots=True)
class Credentials:
    """What the SigV4 header (or presigned query) says about the caller."""

    access_key: str | None = None
    region: str | None = None
    service: str | None = None
    date: str | None = None


@dataclass(slots=True)
class Route:
    """The service and operation a request is for, its path parameters and its encoding."""

    service: str
    operation: str
    path_params: dict[str, str] = field(default_factory=dict)
    query_mode: bool = False  # a json-protocol service spoken to over the query protocol
    cbor: bool = False  # Smithy RPC v2 CBOR (/service/<targetPrefix>/operation/<Operation>)
    amz_cbor: bool = False  # X-Amz-Target with an application/x-amz-cbor-1.1 body (Kinesis from Java)
    #: An older form of the operation a released client sends: the members it put in the query string.
    query_members: tuple[str, ...] | None = None


def credentials_of(request: WireRequest) -> Credentials:
    header = request.headers.get("authorization", "")
    found = credential_scope(header)
    if found is None and "X-Amz-Credential" in request.query_string:
        for key, value in request.query:
            if key == "X-Amz-Credential":
                found = credential_scope("Credential=" + value)
    if found is None:
        return Credentials()
    access_key, date, region, service = found
    return Credentials(access_key, region, _SIGNING_NAMES.get(service, service), date)


def _form_action(request: WireRequest) -> str | None:
    for key, value in request.query:
        if key == "Action":
            return value
    if request.method == "POST" and request.content_type == "application/x-www-form-urlencoded":
        try:
            text = request.body.decode("utf-8")
        except UnicodeDecodeError:
            return None
        for key, value in parse_qsl(text, keep_blank_values=True):
            if key == "Action":
                return value
    return None


def rest_json_claims(request: WireRequest) -> bool:
    """Whether a rest-json service (Lambda) has an operation at this method and path."""
    for service in SERVICES:
        if service == "s3" or not service_index(service).protocol.startswith("rest"):
            continue
        if any(
            r.method == request.method and r.match(request.path) for r in service_index(service).rest_routes
        ):
            return True
    return False


def rest_match(service: str, request: WireRequest, query: dict[str, str], path: str) -> Route | None:
    """The operation of a REST service (rest-json, rest-xml) whose HTTP rule the request's method, path and
    query literals match, with its path parameters; None when none does."""
    for candidate in service_index(service).rest_routes:
        if candidate.method != request.method:
            continue
        match = candidate.match(path)
        if match is None:
            continue
        if any(
            k not in query or (v is not None and query[k] != v) for k, v in candidate.query_literals.items()
        ):
            continue
        return Route(
            service,
            candidate.operation,
            {k.replace("__", "-"): v for k, v in match.groupdict().items()},
            query_members=candidate.query_members,
        )
    return None


def _arn_owner(matched: Route, request: WireRequest, query: dict[str, str], path: str) -> Route:
    """A path several rest services claim (``/tags/{resourceArn}``) without a signer to decide: the service
    the ARN in the path names, when it claims the path too (else the first match, as before)."""
    found = _PATH_ARN.search(unquote(path))
    if found is None:
        return matched
    owner = _SIGNING_NAMES.get(found.group(1), found.group(1))
    if (
        owner == matched.service
        or owner not in SERVICES
        or not service_index(owner).protocol.startswith("rest")
    ):
        return matched
    return rest_match(owner, request, query, path) or matched


def _signer_targeted(signer: str | None, prefix: str) -> str | None:
    """The signer's service when its model has this ``X-Amz-Target`` prefix: its first request then reads
    its own model only, not every model before it in :data:`SERVICES` (EventBridge's read six; issue 40).
    Each prefix is one service's (tests/unit/test_routing_first_request.py), so this is the service
    ``target_service`` finds."""
    if signer in SERVICES and service_index(signer).target_prefix == prefix:
        return signer
    return None


def route(request: WireRequest, credentials: Credentials, bucket_exists: BucketExists | None = None) -> Route:
    """The service and operation of a request (``bucket_exists``: S3's, for unsigned path-style requests)."""
    if request.path.startswith("/service/") and request.headers.get("smithy-protocol") == "rpc-v2-cbor":
        return _cbor_route(request)
    if is_s3_request(
        request, rest_json_claims, bucket_exists
    ):  # S3 (rest-xml): by signing scope, Host or bucket
        found = s3_route(request)
        where = {"Bucket": found.bucket, "Key": found.key}
        return Route("s3", found.operation, {k: v for k, v in where.items() if v is not None})
    if is_s3control_request(request):
        matched = rest_match("s3control", request, dict(request.query), request.path)
        if matched is not None:
            return matched
    target = request.headers.get("x-amz-target")
    if target:
        prefix, _, operation = target.rpartition(".")
        service = _signer_targeted(credentials.service, prefix) or target_service(prefix)
        if service is None:
            raise AwsError("UnknownOperationException", f"Unknown target: {target}", status=400)
        if not service_index(service).has_operation(operation):
            raise AwsError("UnknownOperationException", f"Unknown operation {operation}", status=400)
        return Route(service, operation, amz_cbor=is_amz_cbor(request.content_type or ""))

    action = _form_action(request)
    if action is not None:
        signer = credentials.service
        if signer in SERVICES:
            # The signer's own model usually decides alone (only it is needed: the first request
            # after start does not wait for every model to load, as ``query_actions`` would).
            index = service_index(signer)
            if (index.protocol in _FORM_PROTOCOLS or signer in QUERY_COMPATIBLE) and index.has_operation(
                action
            ):
                return Route(signer, action, query_mode=index.protocol not in _FORM_PROTOCOLS)
        candidates = query_actions().get(action, ())
        if not candidates:
            raise AwsError(
                "InvalidAction", f"The action {action} is not valid for this web service.", status=400
            )
        service = signer if signer in candidates else candidates[0]
        return Route(service, action, query_mode=service_index(service).protocol not in _FORM_PROTOCOLS)

    signer = credentials.service
    query = dict(request.query)
    # The decoded path first; then the path as sent, for a label holding an encoded "/" (Lambda's
    # durable execution ARNs), whose values the codec decodes.
    paths = [request.path]
    if request.raw_path and request.raw_path != request.path and "%2" in request.raw_path.upper():
        paths.append(request.raw_path)
    signer_rest = signer in SERVICES and signer != "s3" and service_index(signer).protocol.startswith("rest")
    for path in paths:
        if signer_rest:
            assert signer is not None
            matched = rest_match(
                signer, request, query, path
            )  # the signer's model alone, when it claims the path
            if matched is not None:
                return matched
            for sibling in _SIGNED_AS.get(signer, ()):
                matched = rest_match(sibling, request, query, path)
                if matched is not None:
                    return _arn_owner(matched, request, query, path)
        for service in SERVICES:
            if service == "s3" or service == signer or not service_index(service).protocol.startswith("rest"):
                continue
            if service in _OWN_SIGNER_ONLY and (signer is not None or "authorization" in request.headers):
                continue
            matched = rest_match(service, request, query, path)
            if matched is not None:
                return _arn_owner(matched, request, query, path)
    claimed = f"the signature names service '{signer}'" if signer else "the request is not signed"
    raise AwsError(
        "UnknownOperationException",
        f"labcloud could not tell which AWS operation {request.method} {request.path} addresses"
        f" ({claimed}; no operation of the services labcloud serves has this method and path)",
        status=404 if signer_rest else 400,
    )


def _cbor_route(request: WireRequest) -> Route:
    """``/service/<targetPrefix>/operation/<Operation>`` (Smithy RPC v2 CBOR)."""
    parts = request.path.split("/")
    if len(parts) != 5 or parts[3] != "operation" or request.method != "POST":
        raise AwsError(
            "UnknownOperationException", f"Unknown RPC v2 path: {request.method} {request.path}", status=404
        )
    service = target_service(parts[2])
    if service is None or not service_index(service).has_operation(parts[4]):
        raise AwsError("UnknownOperationException", f"Unknown operation {parts[2]}.{parts[4]}", status=404)
    return Route(service, parts[4], cbor=True)
