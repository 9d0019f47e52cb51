"""AWS IoT Core's control plane (botocore ``iot``, rest-json) in the service shape: things, policies,
device certificates and their attachments, custom authorizers (kept, never run), DescribeEndpoint, and topic rules whose SQL (``sql/``) and
actions (``actions.py``) run on each message published through the data plane (``data/``, botocore
``iot-data``). MQTT itself is not served (docs/iot.md). Thing types, thing groups, policy versions, jobs,
fleet provisioning and the rest of the model answer "not implemented"; topic rule destinations are
refused by name."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.iot.errors import invalid
from labcloud.services.iot.repo.schema import SCHEMA, TABLES
from labcloud.services.iot.state import IotState
from labcloud.services.iot.tag_source import tag_source
from labcloud.services.shape import Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.iot import (
        authorizer_ops,
        certificate_ops,
        policy_ops,
        rule_ops,
        tag_ops,
        thing_ops,
    )
else:
    authorizer_ops = lazy_module("labcloud.services.iot.authorizer_ops")
    certificate_ops = lazy_module("labcloud.services.iot.certificate_ops")
    policy_ops = lazy_module("labcloud.services.iot.policy_ops")
    rule_ops = lazy_module("labcloud.services.iot.rule_ops")
    tag_ops = lazy_module("labcloud.services.iot.tag_ops")
    thing_ops = lazy_module("labcloud.services.iot.thing_ops")

OPERATIONS: dict[str, Operation[IotState]] = {
    "CreateThing": thing_ops.create_thing,
    "DescribeThing": thing_ops.describe_thing,
    "UpdateThing": thing_ops.update_thing,
    "DeleteThing": thing_ops.delete_thing,
    "ListThings": thing_ops.list_things,
    "DescribeEndpoint": thing_ops.describe_endpoint,
    "CreatePolicy": policy_ops.create_policy,
    "GetPolicy": policy_ops.get_policy,
    "ListPolicies": policy_ops.list_policies,
    "DeletePolicy": policy_ops.delete_policy,
    "AttachPolicy": policy_ops.attach_policy,
    "DetachPolicy": policy_ops.detach_policy,
    "ListAttachedPolicies": policy_ops.list_attached_policies,
    "ListTargetsForPolicy": policy_ops.list_targets_for_policy,
    "CreateKeysAndCertificate": certificate_ops.create_keys_and_certificate,
    "CreateCertificateFromCsr": certificate_ops.create_certificate_from_csr,
    "DescribeCertificate": certificate_ops.describe_certificate,
    "ListCertificates": certificate_ops.list_certificates,
    "UpdateCertificate": certificate_ops.update_certificate,
    "DeleteCertificate": certificate_ops.delete_certificate,
    "AttachThingPrincipal": certificate_ops.attach_thing_principal,
    "DetachThingPrincipal": certificate_ops.detach_thing_principal,
    "ListThingPrincipals": certificate_ops.list_thing_principals,
    "ListPrincipalThings": certificate_ops.list_principal_things,
    "CreateTopicRule": rule_ops.create_topic_rule,
    "GetTopicRule": rule_ops.get_topic_rule,
    "ListTopicRules": rule_ops.list_topic_rules,
    "ReplaceTopicRule": rule_ops.replace_topic_rule,
    "DeleteTopicRule": rule_ops.delete_topic_rule,
    "EnableTopicRule": rule_ops.enable_topic_rule,
    "DisableTopicRule": rule_ops.disable_topic_rule,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
    "ListPolicyVersions": policy_ops.list_policy_versions,
    "CreateAuthorizer": authorizer_ops.create_authorizer,
    "DescribeAuthorizer": authorizer_ops.describe_authorizer,
    "ListAuthorizers": authorizer_ops.list_authorizers,
    "UpdateAuthorizer": authorizer_ops.update_authorizer,
    "DeleteAuthorizer": authorizer_ops.delete_authorizer,
}


def absent(state: IotState, operation: str) -> Callable[[RequestContext, dict[str, Any]], Any] | None:
    """Topic rule destinations (HTTP and VPC targets of rules) are refused by name; the rest is 501."""
    if "TopicRuleDestination" not in operation:
        return None

    def refuse(ctx: RequestContext, params: dict[str, Any]) -> Any:
        raise invalid(
            f"{operation}: labcloud does not keep topic rule destinations (its rules have no http action)"
        )

    return refuse


def contributions(state: IotState) -> Contributions:
    return Contributions(
        tag_sources=(tag_source(state),),
    )


SERVICE: Service[IotState] = Service(
    name="iot",
    state=IotState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    absent=absent,
)
