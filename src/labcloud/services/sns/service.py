"""SNS in the service shape (``services/shape.py``): its operations table, its state and what it contributes.

Publishing queues one durable delivery per matching subscription inside the publish transaction; the
delivery worker (``delivery.py``, a background task) hands them to SQS, Lambda and loopback HTTP
endpoints after the commit. Operations outside the table (creating platform applications and endpoints,
SMS settings and sandbox numbers) answer "not implemented".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.shape import Background, Contributions, Operation, PolicySource, Service, lazy_module
from labcloud.services.sns.repo.schema import SCHEMA, TABLES
from labcloud.services.sns.state import SnsState
from labcloud.services.sns.tag_source import tag_source
from labcloud.services.sns.views import routes

if TYPE_CHECKING:
    from labcloud.services.sns import (
        account_answers,
        delivery,
        permissions,
        platform_ops,
        policies,
        publish_ops,
        sms_ops,
        subscription_ops,
        tags,
        topic_ops,
    )
else:
    account_answers = lazy_module("labcloud.services.sns.account_answers")
    delivery = lazy_module("labcloud.services.sns.delivery")
    permissions = lazy_module("labcloud.services.sns.permissions")
    platform_ops = lazy_module("labcloud.services.sns.platform_ops")
    policies = lazy_module("labcloud.services.sns.policies")
    publish_ops = lazy_module("labcloud.services.sns.publish_ops")
    sms_ops = lazy_module("labcloud.services.sns.sms_ops")
    subscription_ops = lazy_module("labcloud.services.sns.subscription_ops")
    tags = lazy_module("labcloud.services.sns.tags")
    topic_ops = lazy_module("labcloud.services.sns.topic_ops")

OPERATIONS: dict[str, Operation[SnsState]] = {
    "CreateTopic": topic_ops.create_topic,
    "DeleteTopic": topic_ops.delete_topic,
    "ListTopics": topic_ops.list_topics,
    "GetTopicAttributes": topic_ops.get_topic_attributes,
    "SetTopicAttributes": topic_ops.set_topic_attributes,
    "Subscribe": subscription_ops.subscribe,
    "ConfirmSubscription": subscription_ops.confirm_subscription,
    "Unsubscribe": subscription_ops.unsubscribe,
    "ListSubscriptions": subscription_ops.list_subscriptions,
    "ListSubscriptionsByTopic": subscription_ops.list_subscriptions_by_topic,
    "GetSubscriptionAttributes": subscription_ops.get_subscription_attributes,
    "SetSubscriptionAttributes": subscription_ops.set_subscription_attributes,
    "TagResource": tags.tag_resource,
    "UntagResource": tags.untag_resource,
    "ListTagsForResource": tags.list_tags_for_resource,
    "Publish": publish_ops.publish,
    "PublishBatch": publish_ops.publish_batch,
    "AddPermission": permissions.add_permission,
    "RemovePermission": permissions.remove_permission,
    "PutDataProtectionPolicy": permissions.put_data_protection_policy,
    "GetDataProtectionPolicy": permissions.get_data_protection_policy,
    "GetSMSSandboxAccountStatus": account_answers.get_sms_sandbox_account_status,
    "ListSMSSandboxPhoneNumbers": sms_ops.list_sms_sandbox_phone_numbers,
    "CreateSMSSandboxPhoneNumber": sms_ops.create_sms_sandbox_phone_number,
    "VerifySMSSandboxPhoneNumber": sms_ops.verify_sms_sandbox_phone_number,
    "DeleteSMSSandboxPhoneNumber": sms_ops.delete_sms_sandbox_phone_number,
    "GetSMSAttributes": sms_ops.get_sms_attributes,
    "SetSMSAttributes": sms_ops.set_sms_attributes,
    "OptInPhoneNumber": sms_ops.opt_in_phone_number,
    "ListPhoneNumbersOptedOut": account_answers.list_phone_numbers_opted_out,
    "CheckIfPhoneNumberIsOptedOut": account_answers.check_if_phone_number_is_opted_out,
    "ListOriginationNumbers": account_answers.list_origination_numbers,
    "CreatePlatformApplication": platform_ops.create_platform_application,
    "GetPlatformApplicationAttributes": platform_ops.get_platform_application_attributes,
    "SetPlatformApplicationAttributes": platform_ops.set_platform_application_attributes,
    "DeletePlatformApplication": platform_ops.delete_platform_application,
    "ListPlatformApplications": platform_ops.list_platform_applications,
    "CreatePlatformEndpoint": platform_ops.create_platform_endpoint,
    "GetEndpointAttributes": platform_ops.get_endpoint_attributes,
    "SetEndpointAttributes": platform_ops.set_endpoint_attributes,
    "DeleteEndpoint": platform_ops.delete_endpoint,
    "ListEndpointsByPlatformApplication": platform_ops.list_endpoints_by_platform_application,
}


def contributions(state: SnsState) -> Contributions:
    def forget_dedup(now: float) -> None:
        with state.store.transaction():
            state.topics.forget_expired(now)

    return Contributions(
        tag_sources=(tag_source(state),),
        policy_sources=(PolicySource("sns", policies.lookup(state.topics), state.topic_count.active),),
        periodic=(Periodic("sns.dedup", 60.0, forget_dedup),),
        background=(
            Background("sns.deliveries", lambda: delivery.start(state), lambda: delivery.stop(state)),
        ),
        routes=tuple(routes(state)),
    )


def forget_caches(state: SnsState) -> None:
    state.data_keys.clear()
    state.signer.forget()
    state.topic_count.changed()
    state.wake.set()


SERVICE: Service[SnsState] = Service(
    name="sns",
    state=SnsState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    on_reset=forget_caches,
)
