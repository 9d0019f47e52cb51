"""Amazon ECR (botocore ``ecr``) in the service shape: operations table, state, contributions.

Private repositories with tag mutability (and its exclusion filters), scanning and encryption settings,
tags, repository policies enforced as resource policies, lifecycle policies applied on labcloud's clock,
images pushed through the API or the OCI registry served at ``/v2/`` (``registry_http.py``), layers kept as
content-addressed files under the data dir (``blobs.py``). Image scanning, replication, pull-through cache,
registry policies, signing and creation templates are not here: their reads answer as for an account without
them, the rest 501 NotImplementedException (docs/ecr.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.errors import AwsError
from labcloud.scheduler import Periodic
from labcloud.services.ecr.repo.schema import MIGRATIONS, SCHEMA, TABLES
from labcloud.services.ecr.state import EcrState
from labcloud.services.ecr.tag_source import tag_source
from labcloud.services.shape import Contributions, Offer, Operation, PolicySource, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.context import RequestContext
    from labcloud.services.ecr import (
        auth_ops,
        image_ops,
        layer_ops,
        lifecycle_ops,
        policy_ops,
        repository_ops,
        tag_ops,
    )
else:
    auth_ops = lazy_module("labcloud.services.ecr.auth_ops")
    image_ops = lazy_module("labcloud.services.ecr.image_ops")
    layer_ops = lazy_module("labcloud.services.ecr.layer_ops")
    lifecycle_ops = lazy_module("labcloud.services.ecr.lifecycle_ops")
    policy_ops = lazy_module("labcloud.services.ecr.policy_ops")
    repository_ops = lazy_module("labcloud.services.ecr.repository_ops")
    tag_ops = lazy_module("labcloud.services.ecr.tag_ops")

OPERATIONS: dict[str, Operation[EcrState]] = {
    "CreateRepository": repository_ops.create_repository,
    "DescribeRepositories": repository_ops.describe_repositories,
    "DeleteRepository": repository_ops.delete_repository,
    "PutImageTagMutability": repository_ops.put_image_tag_mutability,
    "PutImageScanningConfiguration": repository_ops.put_image_scanning_configuration,
    "SetRepositoryPolicy": policy_ops.set_repository_policy,
    "GetRepositoryPolicy": policy_ops.get_repository_policy,
    "DeleteRepositoryPolicy": policy_ops.delete_repository_policy,
    "PutLifecyclePolicy": lifecycle_ops.put_lifecycle_policy,
    "GetLifecyclePolicy": lifecycle_ops.get_lifecycle_policy,
    "DeleteLifecyclePolicy": lifecycle_ops.delete_lifecycle_policy,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
    "GetAuthorizationToken": auth_ops.get_authorization_token,
    "DescribeRegistry": auth_ops.describe_registry,
    "PutImage": image_ops.put_image,
    "BatchGetImage": image_ops.batch_get_image,
    "BatchDeleteImage": image_ops.batch_delete_image,
    "ListImages": image_ops.list_images,
    "DescribeImages": image_ops.describe_images,
    "BatchCheckLayerAvailability": layer_ops.batch_check_layer_availability,
    "InitiateLayerUpload": layer_ops.initiate_layer_upload,
    "UploadLayerPart": layer_ops.upload_layer_part,
    "CompleteLayerUpload": layer_ops.complete_layer_upload,
    "GetDownloadUrlForLayer": layer_ops.get_download_url_for_layer,
}


def _absent(state: EcrState, operation: str) -> Any:
    """Features labcloud's ECR does not have, answered as AWS answers an account without them (no registry
    policy, no pull-through cache rules or creation templates, basic scanning with no rules, no scan
    findings); every other operation outside the table is 501 NotImplementedException."""
    answers: dict[str, Any] = {
        "DescribePullThroughCacheRules": lambda ctx: {"pullThroughCacheRules": []},
        "DescribeRepositoryCreationTemplates": lambda ctx: {
            "registryId": ctx.account_id,
            "repositoryCreationTemplates": [],
        },
        "GetRegistryScanningConfiguration": lambda ctx: {
            "registryId": ctx.account_id,
            "scanningConfiguration": {"scanType": "BASIC", "rules": []},
        },
    }
    refusals = {
        "GetRegistryPolicy": (
            "RegistryPolicyNotFoundException",
            "Registry policy does not exist in the registry",
        ),
        "DescribeImageScanFindings": ("ScanNotFoundException", "labcloud's ECR does not scan images"),
    }
    if operation in answers:
        answer = answers[operation]
        return lambda ctx, params: answer(ctx)
    if operation in refusals:
        code, message = refusals[operation]

        def refuse(ctx: RequestContext, params: dict[str, Any]) -> Any:
            raise AwsError(code, message)

        return refuse
    return None


def _after_reset(state: EcrState) -> None:
    from labcloud.services.ecr.collect import after_reset

    after_reset(state)


def contributions(state: EcrState) -> Contributions:
    from labcloud.services.ecr import collect, lifecycle, policy_ops
    from labcloud.services.ecr.downloads import routes
    from labcloud.services.ecr.interfaces import ContainerRegistry
    from labcloud.services.ecr.registry_http import Registry

    return Contributions(
        tag_sources=(tag_source(state),),
        offers=(Offer(ContainerRegistry, Registry(state)),),
        policy_sources=(PolicySource("ecr", policy_ops.lookup(state), state.repositories.policies_active),),
        periodic=(
            Periodic("ecr.lifecycle", lifecycle.SWEEP_SECONDS, lambda now: lifecycle.sweep(state, now)),
            Periodic("ecr.uploads", collect.SWEEP_SECONDS, lambda now: collect.expire_uploads(state, now)),
        ),
        routes=routes(state),
    )


SERVICE: Service[EcrState] = Service(
    name="ecr",
    state=EcrState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    migrations=MIGRATIONS,
    on_reset=_after_reset,
    absent=_absent,
)
