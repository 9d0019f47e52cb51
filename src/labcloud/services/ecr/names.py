"""Repository names, registry ids, ARNs and URIs: AWS's checks of each, finding a repository, and the
registry host labcloud serves a repository's images on (``<account>.dkr.ecr.<region>.localhost:<port>``)."""

from __future__ import annotations

import re

from labcloud.config import Settings
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ecr.errors import invalid_parameter, repository_not_found
from labcloud.services.ecr.repo.images import Key
from labcloud.services.ecr.repo.repositories import Repository
from labcloud.services.ecr.state import EcrState

_NAME = re.compile(r"^[a-z0-9]+(?:(?:\.|_|__|-+)[a-z0-9]+)*(?:/[a-z0-9]+(?:(?:\.|_|__|-+)[a-z0-9]+)*)*$")
_REGISTRY = re.compile(r"^[0-9]{12}$")
_ARN = re.compile(r"^arn:aws[\w-]*:ecr:([a-z0-9-]+):(\d{12}):repository/(.+)$")


def check_name(name: str) -> str:
    if not 2 <= len(name) <= 256 or _NAME.match(name) is None:
        raise invalid_parameter(
            f"Invalid parameter at 'repositoryName' failed to satisfy constraint: 'must satisfy regular"
            f" expression '{_NAME.pattern[1:-1]}''"
        )
    return name


def registry_of(ctx: RequestContext, registry_id: str | None) -> str:
    """The account whose registry a request names (its ``registryId``, or the caller's own)."""
    if registry_id is None:
        return ctx.account_id
    if _REGISTRY.match(registry_id) is None:
        raise invalid_parameter(
            "Invalid parameter at 'registryId' failed to satisfy constraint: 'must satisfy regular expression"
            " '[0-9]{12}''"
        )
    return registry_id


def find(state: EcrState, ctx: RequestContext, name: str, registry_id: str | None = None) -> Repository:
    """The repository ``name`` of the registry the request names (RepositoryNotFoundException).

    Another account's repository is reached only through its repository policy: IAM enforcement weighs a
    policy that exists (``policy_ops.lookup``); a repository without one is its owner's alone."""
    registry = registry_of(ctx, registry_id)
    found = state.repositories.get(registry, ctx.region, name)
    if found is None:
        raise repository_not_found(name, registry)
    if registry != ctx.account_id and found.policy is None:
        raise AwsError(
            "AccessDeniedException",
            f"User: {ctx.principal.arn} is not authorized to perform: ecr:{ctx.operation} on resource:"
            f" {found.arn} because no resource-based policy allows the ecr:{ctx.operation} action",
        )
    return found


def key(repository: Repository) -> Key:
    return (repository.account_id, repository.region, repository.name)


def registry_host(settings: Settings, account_id: str, region: str) -> str:
    """The host naming the account's registry in ``region`` (a name under ``.localhost``: this machine, where
    the resolver knows it; it reaches any account's registry, another's through its repository policy)."""
    return f"{account_id}.dkr.ecr.{region}.localhost:{settings.port}"


def endpoint_host(settings: Settings) -> str:
    """The endpoint's own ``host:port``: a request there reaches the registry of its token's account and
    Region (every resolver knows it, and registry clients use plain HTTP there without being told)."""
    return settings.endpoint.split("://", 1)[1]


def uri(settings: Settings, repository: Repository) -> str:
    """A repository's ``repositoryUri``: on the endpoint's host, for its owner's pushes and pulls."""
    return f"{endpoint_host(settings)}/{repository.name}"


def parse_arn(arn: str) -> tuple[str, str, str]:
    """(region, account, name) of a repository ARN (InvalidParameterException for anything else)."""
    match = _ARN.match(arn)
    if match is None:
        raise invalid_parameter(f"Invalid parameter at 'resourceArn' failed to satisfy constraint: {arn!r}")
    return match.group(1), match.group(2), match.group(3)
