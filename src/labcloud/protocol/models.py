"""botocore's service models, loaded once and indexed for routing.

labcloud never writes a wire shape by hand: every operation, member, location and error comes
from the JSON models that ship inside botocore. This module loads them and builds the lookup
tables the router needs (json targets, query actions, REST path templates).
"""

from __future__ import annotations

import gc
import re
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache, lru_cache, partial
from typing import Any

from labcloud.protocol import model_cache, model_fixes, released_forms
from labcloud.protocol.shape_model import OperationModel, ServiceModel

#: The botocore service names labcloud serves.
SERVICES: tuple[str, ...] = (
    "dynamodb",
    "sqs",
    "lambda",
    "logs",
    "iam",
    "sts",
    "fis",
    "dynamodbstreams",
    "cloudwatch",
    "s3",
    "cloudformation",
    "apigateway",
    "ssm",
    "kinesis",
    "kms",
    "secretsmanager",
    "stepfunctions",
    "events",
    "sns",
    "apigatewayv2",
    "scheduler",
    "apigatewaymanagementapi",
    "ec2",
    "pipes",
    "ses",
    "sesv2",
    "firehose",
    "cognito-idp",
    "elbv2",
    "acm",
    "route53",
    "s3control",
    "cloudfront",
    "appsync",
    "iot",
    "iot-data",
    "efs",
    "cloudtrail",
    "appconfig",
    "appconfigdata",
    "wafv2",
    "ecr",
    "ecs",
    "glue",
    "resourcegroupstaggingapi",
    "resource-groups",
    "opensearchserverless",
    "rds",
    "rds-data",
    "application-autoscaling",
    "acm-pca",
    "batch",
    "codebuild",
    "mq",
    "kafka",
)

#: Services that also accept the legacy query protocol though their model says json.
QUERY_COMPATIBLE: frozenset[str] = frozenset({"sqs", "cloudwatch"})
#: The JSON ``__type`` a query-compatible service sends for a legacy code whose JSON name differs
#: (the legacy code still travels in ``x-amzn-query-error``, which boto3 reports as Error.Code).
JSON_TYPES: dict[str, dict[str, str]] = {
    "sqs": {
        "InvalidParameterValue": "InvalidParameterValueException",
        "MissingParameter": "MissingRequiredParameterException",
    },
}


def _load_from_botocore(name: str) -> dict[str, Any]:
    # botocore's data loader alone, the same search paths as a Session's (a Session would import the
    # client, waiter and docs machinery). Imported here, not at the top: it pulls botocore's HTTP stack
    # (~45 ms), needed only when the per-user model cache does not hold this model yet.
    from botocore.loaders import create_loader

    data: dict[str, Any] = create_loader().load_service_model(name, "service-2")
    return data


@cache
def _botocore_shapes(name: str) -> dict[str, Any]:
    """``name``'s shapes as botocore has them (for a cached shape that cannot be read back)."""
    data = _load_from_botocore(name)
    _drop_documentation(data)
    model_fixes.apply(name, data)
    shapes: dict[str, Any] = data.get("shapes", {})
    return shapes


#: One lock per model: a request needing a model the start-up warmer is still loading waits for
#: that load instead of loading it a second time.
_LOCKS: dict[str, threading.Lock] = {name: threading.Lock() for name in SERVICES}
_MODELS: dict[str, ServiceModel] = {}
_DATA: dict[str, dict[str, Any]] = {}
_INDEXES: dict[str, ServiceIndex] = {}


@contextmanager
def _collector_paused() -> Iterator[None]:
    """No garbage collection while a model is parsed: its JSON makes only acyclic containers (nothing for
    the collector to free), but by the hundred thousand (EC2's), and each pass the allocations trigger
    scans every object made since start-up: ~24 ms of EC2's first request went to passes finding nothing."""
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()


def service_model(name: str) -> ServiceModel:
    found = _MODELS.get(name)
    if found is None:
        with _LOCKS.setdefault(name, threading.Lock()):
            found = _MODELS.get(name)
            if found is None:
                with _collector_paused():
                    data = model_cache.lookup(name)
                    if data is None:
                        data = _load_from_botocore(name)
                        _drop_documentation(data)
                    elif isinstance(data.get("shapes"), model_cache.LazyShapes):
                        data["shapes"].fallback = partial(_botocore_shapes, name)
                model_fixes.apply(name, data)
                _DATA[name] = data
                found = _MODELS[name] = ServiceModel(data, service_name=name)
    return found


@dataclass(slots=True)
class RestRoute:
    """A REST operation's method and path template, as a regex compiled when first needed.

    Compiling every route's regex took a rest service's first request ~5 ms of CPU (Lambda's 91,
    API Gateway's 124; issue 40). A path must start with ``prefix`` (the template's text before its
    first label) and be at least ``min_length`` long to match, so most routes are ruled out without
    their regex, and a first request compiles only the few it may match.
    """

    method: str
    regex: str
    operation: str
    literal_length: int
    query_literals: dict[str, str | None] = field(default_factory=dict)
    prefix: str = ""
    min_length: int = 0
    #: For an older form of the operation (``released_forms``): the members it sent in its query string.
    query_members: tuple[str, ...] | None = None
    _pattern: re.Pattern[str] | None = None

    def match(self, path: str) -> re.Match[str] | None:
        if len(path) < self.min_length or not path.startswith(self.prefix):
            return None
        pattern = self._pattern
        if pattern is None:
            pattern = self._pattern = re.compile(self.regex)
        return pattern.match(path)


def _compile_uri(template: str) -> tuple[str, int, dict[str, str | None], str, int]:
    """The regex of ``template``'s path, its literal length, its query literals, and the prefix and
    least length of the paths the regex matches."""
    path, _, query = template.partition("?")
    literals: dict[str, str | None] = {}
    if query:
        for part in query.split("&"):
            key, eq, value = part.partition("=")
            literals[key] = value if eq else None
    regex = ""
    literal_length = 0
    labels = 0
    prefix: str | None = None
    for token in re.split(r"(\{[^}]+\})", path):
        if token.startswith("{"):
            if prefix is None:
                prefix = path[:literal_length]
            labels += 1
            name = token[1:-1]
            greedy = name.endswith("+")
            name = name.rstrip("+").replace("-", "__")  # a group name is an identifier (``resource-arn``)
            regex += f"(?P<{name}>.+)" if greedy else f"(?P<{name}>[^/]+)"
        else:
            regex += re.escape(token)
            literal_length += len(token)
    least = literal_length + labels  # each label matches one character at least
    # Released botocore versions differ only by a trailing slash on some URIs (Lambda's
    # collections were ``/2015-03-31/functions/`` until mid-2023, ``/2015-03-31/functions`` since;
    # docs/clients.md), and AWS serves both forms: either form matches.
    if len(regex) > 1:
        if regex.endswith("/"):
            least -= 1
        regex = regex.removesuffix("/") + "/?"
    if prefix is None:  # no label: the whole path, but for the optional trailing slash
        prefix = path.removesuffix("/") if len(path) > 1 else path
    return "^" + regex + "$", literal_length, literals, prefix, least


@dataclass
class ServiceIndex:
    """Routing facts for one service, derived from its model."""

    name: str
    model: ServiceModel
    protocol: str
    target_prefix: str | None
    rest_routes: list[RestRoute]
    _operations: dict[str, OperationModel] = field(default_factory=dict, repr=False)
    _names: frozenset[str] = field(default_factory=frozenset, repr=False)

    def operation(self, name: str) -> OperationModel:
        found = self._operations.get(name)
        if found is None:
            found = self._operations[name] = self.model.operation_model(name)
        return found

    def has_operation(self, name: str) -> bool:
        if not self._names:
            self._names = frozenset(self.model.operation_names)
        return name in self._names


def _drop_documentation(node: object) -> None:
    """The model's prose (three quarters of its size) is never served: dropped, so it is not held in memory."""
    if isinstance(node, dict):
        node.pop("documentation", None)
        node.pop("documentationUrl", None)
        for value in node.values():
            if isinstance(value, (dict, list)):
                _drop_documentation(value)
    elif isinstance(node, list):
        for value in node:
            if isinstance(value, (dict, list)):
                _drop_documentation(value)


def service_index(name: str) -> ServiceIndex:
    found = _INDEXES.get(name)
    if found is None:
        model = service_model(name)
        with _LOCKS.setdefault(name, threading.Lock()):
            found = _INDEXES.get(name)
            if found is None:
                found = _INDEXES[name] = _build_index(name, model)
    return found


def _build_index(name: str, model: ServiceModel) -> ServiceIndex:
    protocol = model.metadata.get("protocol", "json")
    routes: list[RestRoute] = []
    if protocol.startswith("rest"):
        for op_name in model.operation_names:
            http = model.operation_model(op_name).http
            regex, literal_length, literals, prefix, least = _compile_uri(http.get("requestUri", "/"))
            routes.append(
                RestRoute(http.get("method", "POST"), regex, op_name, literal_length, literals, prefix, least)
            )
        for method, uri, op_name, query_members in released_forms.FORMS.get(name, ()):
            regex, literal_length, literals, prefix, least = _compile_uri(uri)
            routes.append(
                RestRoute(method, regex, op_name, literal_length, literals, prefix, least, query_members)
            )
        # Most specific first: longest literal text, then the ones with query literals.
        routes.sort(key=lambda r: (-r.literal_length, -len(r.query_literals)))
    return ServiceIndex(name, model, protocol, model.metadata.get("targetPrefix"), routes)


_TARGETS: dict[str, str] = {}


#: ``X-Amz-Target`` prefixes AWS accepts beside the model's: the Smithy shape name alone, which the AWS SDKs
#: built from Smithy models send (the Go SDK v2 in Terraform's provider) where botocore's model has a namespace.
TARGET_ALIASES: dict[str, str] = {
    "CloudTrail_20131101": "cloudtrail",
}


def target_service(prefix: str) -> str | None:
    """The json-protocol service whose ``X-Amz-Target`` prefix this is; loads models only until found
    (DynamoDB's first request needs DynamoDB's model, not all eleven)."""
    found = _TARGETS.get(prefix) or TARGET_ALIASES.get(prefix)
    if found is None:
        for name in SERVICES:
            target = service_index(name).target_prefix
            if target:
                _TARGETS[target] = name
            if target == prefix:
                return name
    return found


def target_prefixes() -> dict[str, str]:
    """``X-Amz-Target`` prefix → service name, for the json-protocol services."""
    for name in SERVICES:
        target = service_index(name).target_prefix
        if target:
            _TARGETS[target] = name
    return dict(_TARGETS)


@lru_cache(maxsize=1)
def query_actions() -> dict[str, tuple[str, ...]]:
    """Query ``Action`` name → the services that define it (IAM, STS, and SQS in query mode)."""
    out: dict[str, list[str]] = {}
    for name in SERVICES:
        index = service_index(name)
        if index.protocol in ("query", "ec2") or name in QUERY_COMPATIBLE:
            for op in index.model.operation_names:
                out.setdefault(op, []).append(name)
    return {k: tuple(v) for k, v in out.items()}


def warm(names: Iterable[str] = SERVICES) -> None:
    """Load every model and the routing tables (run on a background thread after the server listens)."""
    for name in names:
        service_index(name)
    target_prefixes()
    query_actions()
    model_cache.store({name: _DATA[name] for name in SERVICES if name in _DATA})
