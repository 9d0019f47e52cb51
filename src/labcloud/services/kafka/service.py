"""Amazon MSK (botocore ``kafka``) in the service shape: the control plane, honest about brokers.

Provisioned clusters (EC2's subnets and security groups checked, Kafka versions AWS offers, encryption,
client authentication, logging as records) and serverless ones (SASL/IAM only), their bootstrap broker
strings in AWS's host name formats, configurations with revisions, cluster policies and tags. No Kafka
broker runs (docs/kafka.md): a cluster is a record whose state follows the clock from CREATING to ACTIVE,
and records enter its topics through ``/_labcloud/kafka/`` (``records_route``), where Lambda's Kafka
mappings read them through :class:`KafkaTopics`.
Every other area of the model (topics, replicators, VPC connections, SCRAM secrets, cluster updates...)
is not in the table (501)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.kafka.consumers import Topics
from labcloud.services.kafka.interfaces import KafkaTopics
from labcloud.services.kafka.records_route import routes
from labcloud.services.kafka.repo.schema import SCHEMA, TABLES
from labcloud.services.kafka.state import KafkaState
from labcloud.services.kafka.tag_source import tag_source
from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.kafka import cluster_ops, configuration_ops, policy_ops, tag_ops, version_ops
else:
    cluster_ops = lazy_module("labcloud.services.kafka.cluster_ops")
    configuration_ops = lazy_module("labcloud.services.kafka.configuration_ops")
    policy_ops = lazy_module("labcloud.services.kafka.policy_ops")
    tag_ops = lazy_module("labcloud.services.kafka.tag_ops")
    version_ops = lazy_module("labcloud.services.kafka.version_ops")

OPERATIONS: dict[str, Operation[KafkaState]] = {
    "CreateCluster": cluster_ops.create_cluster,
    "CreateClusterV2": cluster_ops.create_cluster_v2,
    "DescribeCluster": cluster_ops.describe_cluster,
    "DescribeClusterV2": cluster_ops.describe_cluster_v2,
    "ListClusters": cluster_ops.list_clusters,
    "ListClustersV2": cluster_ops.list_clusters_v2,
    "GetBootstrapBrokers": cluster_ops.get_bootstrap_brokers,
    "DeleteCluster": cluster_ops.delete_cluster,
    "CreateConfiguration": configuration_ops.create_configuration,
    "UpdateConfiguration": configuration_ops.update_configuration,
    "DescribeConfiguration": configuration_ops.describe_configuration,
    "DescribeConfigurationRevision": configuration_ops.describe_configuration_revision,
    "ListConfigurations": configuration_ops.list_configurations,
    "ListConfigurationRevisions": configuration_ops.list_configuration_revisions,
    "DeleteConfiguration": configuration_ops.delete_configuration,
    "PutClusterPolicy": policy_ops.put_cluster_policy,
    "GetClusterPolicy": policy_ops.get_cluster_policy,
    "DeleteClusterPolicy": policy_ops.delete_cluster_policy,
    "ListKafkaVersions": version_ops.list_kafka_versions,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
}


def contributions(state: KafkaState) -> Contributions:
    return Contributions(
        tag_sources=(tag_source(state),),
        routes=routes(state),
        offers=(Offer(KafkaTopics, Topics(state)),),
    )


SERVICE: Service[KafkaState] = Service(
    name="kafka",
    state=KafkaState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
