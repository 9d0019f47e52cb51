"""CreateCluster, CreateClusterV2, DescribeCluster(V2), ListClusters(V2), GetBootstrapBrokers and
DeleteCluster. Subnets and security groups must exist in EC2 (one VPC per cluster or VPC configuration),
a KMS key and a configuration revision must exist; names are unique per account and region."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.kafka import clusters, errors, lookups, names, paging, provisioned, serverless
from labcloud.services.kafka.configuration_ops import revision_of
from labcloud.services.kafka.events import publish
from labcloud.services.kafka.state import KafkaState
from labcloud.services.kafka.tagging import merged

if TYPE_CHECKING:
    from labcloud.services.kafka.api import (
        CreateClusterRequest,
        CreateClusterResponse,
        CreateClusterV2Request,
        CreateClusterV2Response,
        DeleteClusterRequest,
        DeleteClusterResponse,
        DescribeClusterRequest,
        DescribeClusterResponse,
        DescribeClusterV2Request,
        DescribeClusterV2Response,
        GetBootstrapBrokersRequest,
        GetBootstrapBrokersResponse,
        ListClustersRequest,
        ListClustersResponse,
        ListClustersV2Request,
        ListClustersV2Response,
    )


def find(state: KafkaState, ctx: RequestContext, arn: str) -> dict[str, Any]:
    """A cluster of the caller's account and region that is not gone, by ARN."""
    found = names.parsed(arn)
    if found is None or found[2] != "cluster":
        raise errors.bad("clusterArn", f"The request does not include a valid cluster ARN: {arn}")
    doc = state.records.get("cluster", ctx.account_id, ctx.region, arn)
    if doc is None or clusters.gone(doc, clock.now()):
        raise errors.not_found("clusterArn", f"Cluster {arn} does not exist.")
    return doc


async def _provisioned(state: KafkaState, ctx: RequestContext, request: dict[str, Any]) -> dict[str, Any]:
    out = provisioned.checked(request)
    group = out["BrokerNodeGroupInfo"]
    await lookups.network(state, ctx, list(group["ClientSubnets"]), list(group["SecurityGroups"]))
    rest = out["EncryptionInfo"].get("EncryptionAtRest")
    if rest is not None:
        rest["DataVolumeKMSKeyId"] = await lookups.kms_key(state, ctx, str(rest["DataVolumeKMSKeyId"]))
    info = request.get("ConfigurationInfo")
    if info is not None:
        revision_of(state, ctx, str(info["Arn"]), int(info["Revision"]), "configurationInfo")
        out["CurrentBrokerSoftwareInfo"].update(
            ConfigurationArn=str(info["Arn"]), ConfigurationRevision=int(info["Revision"])
        )
    return out


async def _serverless(state: KafkaState, ctx: RequestContext, request: dict[str, Any]) -> dict[str, Any]:
    out = serverless.checked(request)
    for config in out["VpcConfigs"]:
        await lookups.network(state, ctx, config["SubnetIds"], config["SecurityGroupIds"])
    return out


def _store(
    state: KafkaState, ctx: RequestContext, name: str, kind: str, part: dict[str, Any], tags: Any
) -> dict[str, Any]:
    if not names.CLUSTER_NAME.match(name):
        raise errors.bad(
            "clusterName", "clusterName must be 1-64 letters, digits or hyphens, starting with neither."
        )
    now = clock.now()
    for other in state.records.listed("cluster", ctx.account_id, ctx.region, name=name):
        if not clusters.gone(other, now):
            raise errors.conflict("clusterName", f"A cluster with the name {name} already exists.")
    arn = names.arn(ctx, "cluster", name)
    doc: dict[str, Any] = {
        "ClusterArn": arn,
        "ClusterName": name,
        "ClusterType": kind,
        "CurrentVersion": names.version(),
        "Provisioned" if kind == "PROVISIONED" else "Serverless": part,
        "_created": now,
        "_region": ctx.region,
        "_hosts": names.host_id(),
        "_tags": merged({}, tags),
    }
    with state.store.transaction():
        for other in state.records.listed("cluster", ctx.account_id, ctx.region, name=name):
            state.records.delete(str(other["ClusterArn"]))
        state.records.put("cluster", ctx.account_id, ctx.region, arn, name, doc, now)
        publish(state, "kafka.cluster.created", ctx.account_id, ctx.region, arn, name=name, type=kind)
    return doc


async def create_cluster(
    state: KafkaState, request: CreateClusterRequest, ctx: RequestContext
) -> CreateClusterResponse:
    part = await _provisioned(state, ctx, cast("dict[str, Any]", request))
    doc = _store(state, ctx, request["ClusterName"], "PROVISIONED", part, request.get("Tags"))
    return cast(
        "CreateClusterResponse",
        {"ClusterArn": doc["ClusterArn"], "ClusterName": doc["ClusterName"], "State": "CREATING"},
    )


async def create_cluster_v2(
    state: KafkaState, request: CreateClusterV2Request, ctx: RequestContext
) -> CreateClusterV2Response:
    given_provisioned = request.get("Provisioned")
    given_serverless = request.get("Serverless")
    if (given_provisioned is None) == (given_serverless is None):
        raise errors.bad("provisioned", "Specify exactly one of provisioned and serverless.")
    if given_provisioned is not None:
        kind, part = "PROVISIONED", await _provisioned(state, ctx, cast("dict[str, Any]", given_provisioned))
    else:
        kind, part = "SERVERLESS", await _serverless(state, ctx, cast("dict[str, Any]", given_serverless))
    doc = _store(state, ctx, request["ClusterName"], kind, part, request.get("Tags"))
    return cast(
        "CreateClusterV2Response",
        {
            "ClusterArn": doc["ClusterArn"],
            "ClusterName": doc["ClusterName"],
            "State": "CREATING",
            "ClusterType": kind,
        },
    )


def describe_cluster(
    state: KafkaState, request: DescribeClusterRequest, ctx: RequestContext
) -> DescribeClusterResponse:
    doc = find(state, ctx, request["ClusterArn"])
    if doc["ClusterType"] != "PROVISIONED":
        raise errors.bad("clusterArn", "This operation cannot be performed on serverless clusters.")
    return cast("DescribeClusterResponse", {"ClusterInfo": clusters.view_v1(doc, clock.now())})


def describe_cluster_v2(
    state: KafkaState, request: DescribeClusterV2Request, ctx: RequestContext
) -> DescribeClusterV2Response:
    doc = find(state, ctx, request["ClusterArn"])
    return cast("DescribeClusterV2Response", {"ClusterInfo": clusters.view_v2(doc, clock.now())})


def _listed(state: KafkaState, ctx: RequestContext, name_filter: str | None) -> list[dict[str, Any]]:
    now = clock.now()
    docs = [
        d for d in state.records.listed("cluster", ctx.account_id, ctx.region) if not clusters.gone(d, now)
    ]
    if name_filter:
        docs = [d for d in docs if str(d["ClusterName"]).startswith(name_filter)]
    return docs


def list_clusters(
    state: KafkaState, request: ListClustersRequest, ctx: RequestContext
) -> ListClustersResponse:
    docs = [
        d for d in _listed(state, ctx, request.get("ClusterNameFilter")) if d["ClusterType"] == "PROVISIONED"
    ]
    shown, token = paging.page(docs, request.get("NextToken"), request.get("MaxResults"))
    now = clock.now()
    out: dict[str, Any] = {"ClusterInfoList": [clusters.view_v1(d, now) for d in shown]}
    if token:
        out["NextToken"] = token
    return cast("ListClustersResponse", out)


def list_clusters_v2(
    state: KafkaState, request: ListClustersV2Request, ctx: RequestContext
) -> ListClustersV2Response:
    docs = _listed(state, ctx, request.get("ClusterNameFilter"))
    kind = request.get("ClusterTypeFilter")
    if kind is not None:
        if kind not in ("PROVISIONED", "SERVERLESS"):
            raise errors.bad("clusterTypeFilter", "clusterTypeFilter must be PROVISIONED or SERVERLESS.")
        docs = [d for d in docs if d["ClusterType"] == kind]
    shown, token = paging.page(docs, request.get("NextToken"), request.get("MaxResults"))
    now = clock.now()
    out: dict[str, Any] = {"ClusterInfoList": [clusters.view_v2(d, now) for d in shown]}
    if token:
        out["NextToken"] = token
    return cast("ListClustersV2Response", out)


def get_bootstrap_brokers(
    state: KafkaState, request: GetBootstrapBrokersRequest, ctx: RequestContext
) -> GetBootstrapBrokersResponse:
    doc = find(state, ctx, request["ClusterArn"])
    current = clusters.status(doc, clock.now())
    if current != "ACTIVE":
        raise errors.conflict("clusterArn", f"The cluster is {current}: its brokers are not reachable yet.")
    listeners = provisioned.listeners(doc["Provisioned"]) if doc["ClusterType"] == "PROVISIONED" else {}
    return cast("GetBootstrapBrokersResponse", clusters.bootstrap(doc, listeners))


def delete_cluster(
    state: KafkaState, request: DeleteClusterRequest, ctx: RequestContext
) -> DeleteClusterResponse:
    doc = find(state, ctx, request["ClusterArn"])
    given = request.get("CurrentVersion")
    if given is not None and given != doc["CurrentVersion"]:
        raise errors.bad("currentVersion", "The currentVersion does not match the cluster's current version.")
    arn = str(doc["ClusterArn"])
    if doc.get("_deleted") is None:
        doc["_deleted"] = clock.now()
        with state.store.transaction():
            state.records.update(arn, doc)
            publish(state, "kafka.cluster.deleted", ctx.account_id, ctx.region, arn)
    return cast("DeleteClusterResponse", {"ClusterArn": arn, "State": "DELETING"})
