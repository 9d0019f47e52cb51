"""The resource handler contract and what a handler may use (:class:`ResourceCall`).

A handler creates, updates and deletes one resource type through ``hub.call`` acting as the stack's
principal, so IAM enforcement and domain events are exactly those of an HTTP client doing the same.
Generated names come from ``rc.physical_name``, whose random part (``rc.token``) the engine draws
and records before the create; ``physical_id_of`` predicts the physical id so that a create cut
short by a kill leaves no orphan (see the engine). A type's property facts come from AWS's resource
provider schema (``property_schema``): the engine converts and checks properties before a handler
runs, a change to a create-only property is a replacement, ``Fn::GetAtt`` reads read-only properties,
generated names follow the name property's length and pattern. A handler adds only what labcloud
needs beyond the schema: ``replace_on`` (properties its update cannot change in place), ``attributes``
(``Fn::GetAtt`` names AWS answers that the schema does not mark read-only), ``required`` (properties
labcloud cannot do without although AWS can).
"""

from __future__ import annotations

import asyncio
import json
import secrets
import string
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.protocol.models import service_index
from labcloud.protocol.validation_codes import raise_invalid, reader_for
from labcloud.services.cloudformation.resources.property_schema import (
    PropertyViolations,
    conform,
    facts_for,
)
from labcloud.services.cloudformation.resources.scalars import texts_where_strings

if TYPE_CHECKING:
    from labcloud.services.cloudformation.host import CfnHost

_ALPHABET = string.ascii_uppercase + string.digits
_SERVICE_NAMES = {
    "sqs": "Sqs",
    "dynamodb": "DynamoDb",
    "lambda": "Lambda",
    "iam": "Iam",
    "logs": "CloudWatchLogs",
    "cloudwatch": "CloudWatch",
    "s3": "S3",
    "sts": "Sts",
    "apigateway": "ApiGateway",
    "ssm": "Ssm",
    "kinesis": "Kinesis",
    "kms": "Kms",
    "secretsmanager": "SecretsManager",
    "stepfunctions": "Sfn",
    "route53": "Route53",
    "events": "EventBridge",
    "sns": "Sns",
    "ec2": "Ec2",
    "ecs": "Ecs",
    "batch": "Batch",
    "codebuild": "CodeBuild",
    "mq": "Mq",
}
_ALREADY = {
    "ResourceInUseException",
    "QueueAlreadyExists",
    "EntityAlreadyExists",
    "ResourceConflictException",
    "BucketAlreadyExists",
    "BucketAlreadyOwnedByYou",
    "ResourceAlreadyExistsException",
    "ParameterAlreadyExists",
    "HostedZoneAlreadyExists",
}
_NOT_FOUND = {
    "ResourceNotFoundException",
    "NoSuchEntity",
    "AWS.SimpleQueueService.NonExistentQueue",
    "QueueDoesNotExist",
    "NoSuchBucket",
    "NoSuchConfiguration",
    "TrailNotFoundException",
    "NotFoundException",
    "ClusterNotFoundException",
    "ServiceNotFoundException",
    "ResourceNotFound",
    "ParameterNotFound",
    *(
        f"Invalid{kind}.NotFound"
        for kind in ("VpcID", "SubnetID", "Group", "RouteTableID", "InternetGatewayID")
    ),
    *(
        "InvalidAllocationID.NotFound",
        "InvalidAssociationID.NotFound",
        "InvalidRoute.NotFound",
        "NatGatewayNotFound",
        "InvalidInstanceID.NotFound",
        "InvalidKeyPair.NotFound",
        "InvalidLaunchTemplateId.NotFound",
    ),
    "NoSuchHostedZone",
    "NoSuchHealthCheck",
    "NoSuchDistribution",
    "NoSuchOriginAccessControl",
    "NoSuchCloudFrontOriginAccessIdentity",
    "NoSuchCachePolicy",
    "EntityNotFoundException",  # Glue's
}


class ResourceFailed(Exception):
    """A resource operation failed; ``reason`` is what the stack event says; ``physical_id``: what the
    failed create left behind (the rollback deletes it)."""

    def __init__(self, reason: str, physical_id: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.physical_id = physical_id


@dataclass
class ResourceCall:
    """One resource operation's facts and its way to call services."""

    hub: CfnHost
    principal: Principal
    account: str
    region: str
    stack_name: str
    stack_id: str
    logical_id: str
    #: the random part of generated names, drawn once and recorded before the create (None: draw anew)
    token: str | None = None
    #: the template's type of the resource (``Custom::Name`` for a custom resource)
    resource_type: str = ""

    async def call(self, service: str, operation: str, params: dict[str, Any]) -> dict[str, Any]:
        """``hub.call`` as the stack's principal; an AWS error becomes a ResourceFailed with AWS's wording.

        Parameters are read through the operation's model first (numbers and booleans given as text,
        as template parameters are, become typed; numbers and booleans where text is expected become
        text, as CloudFormation converts them; constraint errors are the service's own).
        """
        try:
            params = typed(service, operation, params)
            return await self.hub.call(
                service,
                operation,
                params,
                principal=self.principal,
                account_id=self.account,
                region=self.region,
            )
        except AwsError as error:
            raise ResourceFailed(handler_message(service, error)) from error

    async def call_quiet(self, service: str, operation: str, params: dict[str, Any]) -> dict[str, Any] | None:
        """A delete-side call: a missing resource is fine (None), other errors fail."""
        try:
            return await self.hub.call(
                service,
                operation,
                params,
                principal=self.principal,
                account_id=self.account,
                region=self.region,
            )
        except AwsError as error:
            if error.code in _NOT_FOUND:
                return None
            raise ResourceFailed(handler_message(service, error)) from error

    def physical_name(
        self, max_length: int = 64, suffix: str = "", lower: bool = False, prop: str | None = None
    ) -> str:
        """``{stack}-{logical}-{RANDOM}{suffix}`` as CloudFormation generates names: stack name and logical
        id share the room left beside the random part fairly (a short one leaves its share to the other).

        With ``prop`` (the property the name stands for), the type's schema bounds it too: its
        ``maxLength`` where that is shorter than ``max_length`` (the service's own limit: a schema's
        length may allow ARNs), and a name its ``pattern`` refuses is lowered, then shortened until the
        pattern accepts it (``^[a-zA-Z0-9_-]{1,64}$``-style patterns carry the length themselves).
        """
        pattern = None
        if prop is not None:
            facts = facts_for(self.resource_type)
            if facts is not None:
                schema_max, pattern = facts.name_rule(prop)
                max_length = min(schema_max or max_length, max_length)
        name = self._generated(max_length, suffix, lower)
        if pattern is not None and not pattern.search(name):
            lower = True
            while not pattern.search(name := self._generated(max_length, suffix, lower)) and max_length > 15:
                max_length -= 1
        return name

    def _generated(self, max_length: int, suffix: str, lower: bool) -> str:
        random = self.token or new_token()
        stack, logical = self.stack_name.lstrip("-"), self.logical_id
        while "--" in stack:
            stack = stack.replace("--", "-")
        room = max(max_length - len(random) - len(suffix) - 2, 2)
        if len(stack) + len(logical) > room:
            # the fair split: each gets half the room, and what one does not need goes to the other
            stack_share = min(len(stack), max(room - room // 2, room - len(logical)))
            stack, logical = stack[:stack_share], logical[: room - stack_share]
        name = f"{stack}-{logical}-{random}{suffix}"
        return name.lower() if lower else name

    def arn(self, service: str, resource: str) -> str:
        return f"arn:aws:{service}:{self.region}:{self.account}:{resource}"


def new_token() -> str:
    """The random part of a generated physical name (12 of A-Z0-9, as CloudFormation's)."""
    return "".join(secrets.choice(_ALPHABET) for _ in range(12))


def typed(service: str, operation: str, params: dict[str, Any]) -> dict[str, Any]:
    shape = service_index(service).operation(operation).input_shape
    if shape is None:
        return params
    reader = reader_for(service, scalars_from_text=True)
    out = reader.read_structure(shape, texts_where_strings(shape, params))
    raise_invalid(service, reader)
    return out


def handler_message(service: str, error: AwsError) -> str:
    if error.code in _ALREADY:
        kind = "AlreadyExists"
    elif error.code in _NOT_FOUND:
        kind = "NotFound"
    elif "AccessDenied" in error.code or error.code == "UnauthorizedOperation":
        kind = "AccessDenied"
    elif error.code in ("ThrottlingException", "Throttling", "TooManyRequestsException"):
        kind = "Throttling"
    else:
        kind = "InvalidRequest"
    status = error.status or 400
    return (
        f'Resource handler returned message: "{error.message} (Service: {_SERVICE_NAMES.get(service, service)}, '
        f'Status Code: {status}, Error Code: {error.code})" (HandlerErrorCode: {kind})'
    )


@dataclass
class Created:
    physical_id: str
    attributes: dict[str, Any]


class Handler:
    """Base class of the handlers; subclasses set ``type`` and implement create/update/delete."""

    type: ClassVar[str] = ""
    #: properties labcloud's update cannot change in place, beyond the schema's create-only ones
    replace_on: ClassVar[frozenset[str]] = frozenset()
    #: every property change needs a replacement (labcloud has no in-place update for the type)
    replace_all: ClassVar[bool] = False
    #: ``Fn::GetAtt`` names AWS answers beyond the schema's read-only properties
    attributes: ClassVar[frozenset[str]] = frozenset()
    #: properties labcloud needs although the schema does not require them
    required: ClassVar[tuple[str, ...]] = ()
    #: Whether DeletionPolicy/UpdateReplacePolicy Snapshot keeps a snapshot (else, as AWS, it deletes).
    snapshots: ClassVar[bool] = False
    #: Every property the type takes (None: the handler checks itself); others fail like AWS's schema check.
    known: ClassVar[frozenset[str] | None] = None

    def has_attribute(self, name: str) -> bool:
        """Whether ``Fn::GetAtt`` may read ``name``: a read-only property of the type's schema, or one
        of the handler's ``attributes`` (a subclass whose names are open-ended overrides this)."""
        facts = facts_for(self.type)
        return name in self.attributes or (facts is not None and name in facts.attributes())

    def missing_attribute(self, stack_id: str, record: dict[str, Any], attribute: str) -> str | None:
        """AWS's reason when ``Fn::GetAtt`` names an attribute the resource lacks (None: the generic one)."""
        return None

    def needs_replacement(self, old: dict[str, Any], new: dict[str, Any]) -> bool:
        """A change to a create-only property of the schema (or one of ``replace_on``) replaces."""
        if self.replace_all:
            return old != new
        facts = facts_for(self.type)
        if facts is not None and facts.replaces(old, new):
            return True
        return any(old.get(name) != new.get(name) for name in self.replace_on)

    def requires_recreation(self, name: str) -> str:
        """A change set's ``RequiresRecreation`` for a change to property ``name``: ``Always`` for a
        create-only one, ``Conditional`` when only part of it is create-only, else ``Never``."""
        facts = facts_for(self.type)
        paths = facts.create_only if facts is not None else ()
        if self.replace_all or name in self.replace_on or (name,) in paths:
            return "Always"
        return "Conditional" if any(path[0] == name for path in paths) else "Never"

    def conform(self, resource_type: str, logical_id: str, props: Any) -> Any:
        """``props`` converted and checked against the type's schema, as CloudFormation does before a
        handler runs (a type without a schema, such as ``Custom::*``, is left as it is)."""
        facts = facts_for(resource_type) or facts_for(self.type)  # Custom::X: the custom resource's
        if facts is None or not isinstance(props, dict):
            return props
        try:
            return conform(facts, props)
        except PropertyViolations as error:
            raise ResourceFailed(
                f"Properties validation failed for resource {logical_id} with message: {error}"
            ) from None

    def check_known(self, logical_id: str, props: dict[str, Any]) -> None:
        if self.known is None:
            return
        extra = sorted(set(props) - self.known)
        if extra:
            raise ResourceFailed(
                f"Properties validation failed for resource {logical_id} with message: "
                f"#: extraneous key [{extra[0]}] is not permitted"
            )

    def check(self, props: dict[str, Any]) -> None:
        missing = [name for name in self.required if name not in props]
        if missing:
            raise ResourceFailed(
                f"Properties validation failed for resource with message: "
                f"#: required key [{missing[0]}] not found"
            )

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        """The physical id ``create(rc, props)`` will answer, known before it runs (None: the service
        assigns it). The engine records it before the create, so a create cut short by a kill is
        still found and deleted by the rollback; ``delete`` must then tolerate a missing resource."""
        return None

    async def find_created(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        """For a type without ``physical_id_of``: the physical id of what an unrecorded create of
        ``props`` made, looked up in the service (None: not found, or not findable)."""
        return None

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        raise NotImplementedError

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        """Modify in place; answers the new attributes."""
        raise ResourceFailed(f"labcloud does not support updating {self.type} in place")

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        raise NotImplementedError


def as_json_text(value: Any) -> str:
    """Policy documents may be given as objects or as JSON text."""
    return value if isinstance(value, str) else json.dumps(value)


def tags_list(props: dict[str, Any]) -> list[dict[str, str]]:
    return [{"Key": str(t["Key"]), "Value": str(t["Value"])} for t in props.get("Tags") or []]


def as_bool(value: Any) -> bool:
    return value is True or str(value).lower() == "true"


async def wait_until(check: Callable[[], Awaitable[bool]], what: str, timeout: float = 60.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    delay = 0.01
    while not await check():
        if loop.time() > deadline:
            raise ResourceFailed(f"{what} did not stabilize within {timeout:.0f} seconds")
        await asyncio.sleep(delay)
        delay = min(delay * 2, 0.25)
