"""Amazon OpenSearch Serverless (botocore ``opensearchserverless``) in the service shape.

The control plane: collections (SEARCH, TIMESERIES, VECTORSEARCH; CREATING then ACTIVE), encryption and
network security policies, data access policies, lifecycle (retention) policies, collection groups, VPC
endpoints as records, tags, account settings and the index API. The data plane: each collection's
OpenSearch API (``search_http.py``) at its ``collectionEndpoint``, authorized by IAM's
``aoss:APIAccessAll``, the network policy and the data access policies, its documents in SQLite.
Security configs (SAML, IAM Identity Center) are refused; ingestion jobs and streams are not here (501)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.opensearchserverless.repo.schema import SCHEMA, TABLES
from labcloud.services.opensearchserverless.state import AossState
from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.opensearchserverless import (
        collection_ops,
        config_ops,
        group_ops,
        index_api_ops,
        policy_ops,
        tag_ops,
        vpc_endpoint_ops,
    )
else:
    collection_ops = lazy_module("labcloud.services.opensearchserverless.collection_ops")
    config_ops = lazy_module("labcloud.services.opensearchserverless.config_ops")
    group_ops = lazy_module("labcloud.services.opensearchserverless.group_ops")
    index_api_ops = lazy_module("labcloud.services.opensearchserverless.index_api_ops")
    policy_ops = lazy_module("labcloud.services.opensearchserverless.policy_ops")
    tag_ops = lazy_module("labcloud.services.opensearchserverless.tag_ops")
    vpc_endpoint_ops = lazy_module("labcloud.services.opensearchserverless.vpc_endpoint_ops")

OPERATIONS: dict[str, Operation[AossState]] = {
    "CreateCollection": collection_ops.create_collection,
    "BatchGetCollection": collection_ops.batch_get_collection,
    "ListCollections": collection_ops.list_collections,
    "UpdateCollection": collection_ops.update_collection,
    "DeleteCollection": collection_ops.delete_collection,
    "CreateSecurityPolicy": policy_ops.create_security_policy,
    "GetSecurityPolicy": policy_ops.get_security_policy,
    "ListSecurityPolicies": policy_ops.list_security_policies,
    "UpdateSecurityPolicy": policy_ops.update_security_policy,
    "DeleteSecurityPolicy": policy_ops.delete_security_policy,
    "CreateAccessPolicy": policy_ops.create_access_policy,
    "GetAccessPolicy": policy_ops.get_access_policy,
    "ListAccessPolicies": policy_ops.list_access_policies,
    "UpdateAccessPolicy": policy_ops.update_access_policy,
    "DeleteAccessPolicy": policy_ops.delete_access_policy,
    "CreateLifecyclePolicy": policy_ops.create_lifecycle_policy,
    "BatchGetLifecyclePolicy": policy_ops.batch_get_lifecycle_policy,
    "ListLifecyclePolicies": policy_ops.list_lifecycle_policies,
    "UpdateLifecyclePolicy": policy_ops.update_lifecycle_policy,
    "DeleteLifecyclePolicy": policy_ops.delete_lifecycle_policy,
    "GetPoliciesStats": policy_ops.get_policies_stats,
    "CreateSecurityConfig": config_ops.create_security_config,
    "GetSecurityConfig": config_ops.get_security_config,
    "ListSecurityConfigs": config_ops.list_security_configs,
    "UpdateSecurityConfig": config_ops.update_security_config,
    "DeleteSecurityConfig": config_ops.delete_security_config,
    "GetAccountSettings": config_ops.get_account_settings,
    "UpdateAccountSettings": config_ops.update_account_settings,
    "CreateVpcEndpoint": vpc_endpoint_ops.create_vpc_endpoint,
    "BatchGetVpcEndpoint": vpc_endpoint_ops.batch_get_vpc_endpoint,
    "ListVpcEndpoints": vpc_endpoint_ops.list_vpc_endpoints,
    "UpdateVpcEndpoint": vpc_endpoint_ops.update_vpc_endpoint,
    "DeleteVpcEndpoint": vpc_endpoint_ops.delete_vpc_endpoint,
    "CreateCollectionGroup": group_ops.create_collection_group,
    "BatchGetCollectionGroup": group_ops.batch_get_collection_group,
    "ListCollectionGroups": group_ops.list_collection_groups,
    "UpdateCollectionGroup": group_ops.update_collection_group,
    "DeleteCollectionGroup": group_ops.delete_collection_group,
    "CreateIndex": index_api_ops.create_index,
    "GetIndex": index_api_ops.get_index,
    "UpdateIndex": index_api_ops.update_index,
    "DeleteIndex": index_api_ops.delete_index,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
}


def contributions(state: AossState) -> Contributions:
    from labcloud.services.opensearchserverless.gauges import Gauges
    from labcloud.services.opensearchserverless.ingest import Ingest
    from labcloud.services.opensearchserverless.interfaces import (
        CollectionGauges,
        CollectionIngest,
        SearchCollections,
    )
    from labcloud.services.opensearchserverless.search_http import Collections
    from labcloud.services.opensearchserverless.tag_source import tag_sources

    return Contributions(
        offers=(
            Offer(SearchCollections, Collections(state)),
            Offer(CollectionIngest, Ingest(state)),
            Offer(CollectionGauges, Gauges(state)),
        ),
        tag_sources=tag_sources(state),
    )


SERVICE: Service[AossState] = Service(
    name="opensearchserverless",
    state=AossState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    on_reset=lambda state: state.documents.forget(),
)
