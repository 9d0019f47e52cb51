"""CreateRepository, DescribeRepositories, DeleteRepository, PutImageTagMutability and
PutImageScanningConfiguration."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ecr import settings_checks
from labcloud.services.ecr.errors import (
    invalid_parameter,
    limit_exceeded,
    not_empty,
    repository_exists,
)
from labcloud.services.ecr.events import publish
from labcloud.services.ecr.names import check_name, find, key, registry_of
from labcloud.services.ecr.paging import page
from labcloud.services.ecr.repo.repositories import Repository
from labcloud.services.ecr.state import EcrState
from labcloud.services.ecr.views import repository

if TYPE_CHECKING:
    from labcloud.services.ecr.api import (
        CreateRepositoryRequest,
        CreateRepositoryResponse,
        DeleteRepositoryRequest,
        DeleteRepositoryResponse,
        DescribeRepositoriesRequest,
        DescribeRepositoriesResponse,
        PutImageScanningConfigurationRequest,
        PutImageScanningConfigurationResponse,
        PutImageTagMutabilityRequest,
        PutImageTagMutabilityResponse,
    )


def own_registry(ctx: RequestContext, registry_id: str | None) -> str:
    """The caller's own registry: a repository is made or configured only in one's own account."""
    registry = registry_of(ctx, registry_id)
    if registry != ctx.account_id:
        raise invalid_parameter(
            f"Invalid parameter at 'registryId': {registry} is not the registry of the calling account"
        )
    return registry


async def create_repository(
    state: EcrState, request: CreateRepositoryRequest, ctx: RequestContext
) -> CreateRepositoryResponse:
    registry = own_registry(ctx, request.get("registryId"))
    name = check_name(request["repositoryName"])
    mutability, exclusions = settings_checks.mutability(
        request.get("imageTagMutability"), request.get("imageTagMutabilityExclusionFilters")
    )
    tags = settings_checks.merged((), request.get("tags"))
    encryption, kms_key = await settings_checks.encryption(state, ctx, request.get("encryptionConfiguration"))
    scan = bool((request.get("imageScanningConfiguration") or {}).get("scanOnPush", False))
    if state.repositories.get(registry, ctx.region, name) is not None:
        raise repository_exists(name, registry)
    if state.repositories.count(registry, ctx.region) >= state.max_repositories:
        raise limit_exceeded(
            f"The maximum number of repositories ({state.max_repositories}) has been reached for this registry"
        )
    record = Repository(
        registry,
        ctx.region,
        name,
        clock.now(),
        mutability,
        exclusions,
        scan,
        encryption,
        kms_key,
        tags,
        None,
        None,
    )
    with state.store.transaction():
        state.repositories.insert(record)
        publish(state, "ecr.repository.created", record)
    return {"repository": repository(state.settings, record)}


def describe_repositories(
    state: EcrState, request: DescribeRepositoriesRequest, ctx: RequestContext
) -> DescribeRepositoriesResponse:
    registry = registry_of(ctx, request.get("registryId"))
    names = request.get("repositoryNames")
    if names is not None:
        if request.get("nextToken") or request.get("maxResults") is not None:
            raise invalid_parameter("nextToken and maxResults cannot be used with repositoryNames")
        found = [find(state, ctx, name, request.get("registryId")) for name in names]
        return {"repositories": [repository(state.settings, r) for r in found]}
    if registry != ctx.account_id:
        # another account's repositories are reached one by one, each through its own policy
        raise AwsError(
            "AccessDeniedException",
            f"User: {ctx.principal.arn} is not authorized to perform: ecr:DescribeRepositories on resource:"
            f" arn:aws:ecr:{ctx.region}:{registry}:repository/* (name the repositories another account shares)",
        )
    every = state.repositories.all_in(registry, ctx.region)
    chosen, token = page(every, lambda r: r.name, request.get("maxResults"), request.get("nextToken"))
    out: DescribeRepositoriesResponse = {"repositories": [repository(state.settings, r) for r in chosen]}
    if token:
        out["nextToken"] = token
    return out


def delete_repository(
    state: EcrState, request: DeleteRepositoryRequest, ctx: RequestContext
) -> DeleteRepositoryResponse:
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    images = state.images.all_in(key(record))
    if images and not request.get("force", False):
        raise not_empty(record.name, record.account_id)
    with state.store.transaction():
        state.repositories.remove(record)
        publish(state, "ecr.repository.deleted", record, images=len(images))
    from labcloud.services.ecr.collect import collect

    collect(state)
    return {"repository": repository(state.settings, record)}


def put_image_tag_mutability(
    state: EcrState, request: PutImageTagMutabilityRequest, ctx: RequestContext
) -> PutImageTagMutabilityResponse:
    own_registry(ctx, request.get("registryId"))
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    mutability, exclusions = settings_checks.mutability(
        request["imageTagMutability"], request.get("imageTagMutabilityExclusionFilters")
    )
    with state.store.transaction():
        changed = state.repositories.update(record, mutability=mutability, exclusions=exclusions)
        publish(state, "ecr.repository.updated", changed, imageTagMutability=mutability)
    out: PutImageTagMutabilityResponse = {
        "registryId": changed.account_id,
        "repositoryName": changed.name,
        "imageTagMutability": mutability,
    }
    if exclusions:
        out["imageTagMutabilityExclusionFilters"] = settings_checks.exclusions_shape(exclusions)  # type: ignore[typeddict-item]
    return out


def put_image_scanning_configuration(
    state: EcrState, request: PutImageScanningConfigurationRequest, ctx: RequestContext
) -> PutImageScanningConfigurationResponse:
    own_registry(ctx, request.get("registryId"))
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    scan = bool(request["imageScanningConfiguration"].get("scanOnPush", False))
    with state.store.transaction():
        changed = state.repositories.update(record, scan_on_push=scan)
        publish(state, "ecr.repository.updated", changed, scanOnPush=scan)
    return {
        "registryId": changed.account_id,
        "repositoryName": changed.name,
        "imageScanningConfiguration": {"scanOnPush": scan},
    }
