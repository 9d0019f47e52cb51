"""Amazon MQ (botocore ``mq``) in the service shape: brokers as honest records, no broker process.

ActiveMQ and RabbitMQ brokers (engine versions, instance types, deployment modes, users, EC2's subnets
and security groups, logs, maintenance windows, encryption, tags) follow labcloud's clock from
CREATION_IN_PROGRESS to RUNNING and show AWS's endpoints; configurations keep every revision's data
verbatim; ActiveMQ users change at the next reboot. Messages enter through labcloud's own route
(``views.py``) rather than the brokers' wire protocols and wait, durably, until Lambda's event source
mappings consume them through :class:`~labcloud.services.mq.interfaces.BrokerQueues` (docs/mq.md).
Promote and DescribeSharedResources are not in the table (501)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.mq.interfaces import BrokerQueues
from labcloud.services.mq.repo.schema import SCHEMA, TABLES
from labcloud.services.mq.state import MqState
from labcloud.services.mq.tag_source import tag_source
from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.mq import (
        broker_ops,
        brokers,
        configurations,
        engine_ops,
        queues,
        tag_ops,
        user_ops,
        views,
    )
else:
    broker_ops = lazy_module("labcloud.services.mq.broker_ops")
    brokers = lazy_module("labcloud.services.mq.brokers")
    configurations = lazy_module("labcloud.services.mq.configurations")
    engine_ops = lazy_module("labcloud.services.mq.engine_ops")
    queues = lazy_module("labcloud.services.mq.queues")
    tag_ops = lazy_module("labcloud.services.mq.tag_ops")
    user_ops = lazy_module("labcloud.services.mq.user_ops")
    views = lazy_module("labcloud.services.mq.views")

OPERATIONS: dict[str, Operation[MqState]] = {
    "CreateBroker": broker_ops.create_broker,
    "DescribeBroker": broker_ops.describe_broker,
    "ListBrokers": broker_ops.list_brokers,
    "UpdateBroker": broker_ops.update_broker,
    "RebootBroker": broker_ops.reboot_broker,
    "DeleteBroker": broker_ops.delete_broker,
    "DescribeBrokerEngineTypes": engine_ops.describe_broker_engine_types,
    "DescribeBrokerInstanceOptions": engine_ops.describe_broker_instance_options,
    "CreateConfiguration": configurations.create_configuration,
    "DescribeConfiguration": configurations.describe_configuration,
    "ListConfigurations": configurations.list_configurations,
    "UpdateConfiguration": configurations.update_configuration,
    "DescribeConfigurationRevision": configurations.describe_configuration_revision,
    "ListConfigurationRevisions": configurations.list_configuration_revisions,
    "DeleteConfiguration": configurations.delete_configuration,
    "CreateUser": user_ops.create_user,
    "DescribeUser": user_ops.describe_user,
    "ListUsers": user_ops.list_users,
    "UpdateUser": user_ops.update_user,
    "DeleteUser": user_ops.delete_user,
    "CreateTags": tag_ops.create_tags,
    "DeleteTags": tag_ops.delete_tags,
    "ListTags": tag_ops.list_tags,
}


def contributions(state: MqState) -> Contributions:
    state.bell.ring()  # a deletion under way before a restart finishes after it
    return Contributions(
        offers=(Offer(BrokerQueues, queues.Queues(state)),),
        routes=tuple(views.routes(state)),
        tag_sources=(tag_source(state),),
        periodic=(Periodic("mq.broker-deletions", 0.25, lambda now: brokers.sweep(state, now), state.bell),),
    )


SERVICE: Service[MqState] = Service(
    name="mq",
    state=MqState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
