"""CloudFront in the service shape (``services/shape.py``): distributions (:mod:`.distributions`), origin
access controls and identities, cache policies (AWS's managed ones and the account's own), invalidations,
tags; and the data plane (:mod:`.edge`) serving each distribution under ``/_labcloud/cloudfront/<id>/``
(docs/cloudfront.md).

A global service: one set of distributions per account, whatever region a request is signed for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.cloudfront.repo.schema import SCHEMA, TABLES
from labcloud.services.cloudfront.state import CloudFrontState
from labcloud.services.cloudfront.tag_source import tag_source
from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.cloudfront import access_ops, dist_ops, invalidation_ops, policy_ops, tag_ops
else:
    access_ops = lazy_module("labcloud.services.cloudfront.access_ops")
    dist_ops = lazy_module("labcloud.services.cloudfront.dist_ops")
    invalidation_ops = lazy_module("labcloud.services.cloudfront.invalidation_ops")
    policy_ops = lazy_module("labcloud.services.cloudfront.policy_ops")
    tag_ops = lazy_module("labcloud.services.cloudfront.tag_ops")

OPERATIONS: dict[str, Operation[CloudFrontState]] = {
    "CreateDistribution": dist_ops.create_distribution,
    "CreateDistributionWithTags": dist_ops.create_distribution_with_tags,
    "GetDistribution": dist_ops.get_distribution,
    "GetDistributionConfig": dist_ops.get_distribution_config,
    "UpdateDistribution": dist_ops.update_distribution,
    "DeleteDistribution": dist_ops.delete_distribution,
    "ListDistributions": dist_ops.list_distributions,
    "CreateOriginAccessControl": access_ops.create_origin_access_control,
    "GetOriginAccessControl": access_ops.get_origin_access_control,
    "ListOriginAccessControls": access_ops.list_origin_access_controls,
    "DeleteOriginAccessControl": access_ops.delete_origin_access_control,
    "CreateCloudFrontOriginAccessIdentity": access_ops.create_cloud_front_origin_access_identity,
    "GetCloudFrontOriginAccessIdentity": access_ops.get_cloud_front_origin_access_identity,
    "ListCloudFrontOriginAccessIdentities": access_ops.list_cloud_front_origin_access_identities,
    "DeleteCloudFrontOriginAccessIdentity": access_ops.delete_cloud_front_origin_access_identity,
    "ListCachePolicies": policy_ops.list_cache_policies,
    "GetCachePolicy": policy_ops.get_cache_policy,
    "CreateCachePolicy": policy_ops.create_cache_policy,
    "DeleteCachePolicy": policy_ops.delete_cache_policy,
    "ListOriginRequestPolicies": policy_ops.list_origin_request_policies,
    "GetOriginRequestPolicy": policy_ops.get_origin_request_policy,
    "ListResponseHeadersPolicies": policy_ops.list_response_headers_policies,
    "GetResponseHeadersPolicy": policy_ops.get_response_headers_policy,
    "CreateInvalidation": invalidation_ops.create_invalidation,
    "GetInvalidation": invalidation_ops.get_invalidation,
    "ListInvalidations": invalidation_ops.list_invalidations,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
}


def contributions(state: CloudFrontState) -> Contributions:
    from labcloud.services.cloudfront.edge import DistributionDoor, routes
    from labcloud.services.cloudfront.interfaces import Distributions

    return Contributions(
        tag_sources=(tag_source(state),),
        routes=tuple(routes(state)),
        offers=(Offer(Distributions, DistributionDoor(state)),),
    )


SERVICE: Service[CloudFrontState] = Service(
    name="cloudfront",
    state=CloudFrontState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
