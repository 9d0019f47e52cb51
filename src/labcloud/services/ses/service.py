"""Amazon SES in the service shape: v1 (botocore ``ses``, query protocol) here, v2 (``sesv2``, rest-json) in
``v2/service.py``; both run the same behaviour modules over the same tables (``repo/``).

labcloud has no mail: identities verify at once, a sent message is kept in the store (the internal route
``/_labcloud/ses/messages`` and the view show it), and a sender that is no verified identity is refused as
the sandbox refuses it. Receiving is local: receipt rule sets, rules and IP filters (``receipt_ops.py``,
``filter_ops.py``) and a message to a verified domain run through the active set's rules (``inbound.py``).
Identity policies, DKIM and MAIL FROM settings, custom verification emails and the rest answer "not
implemented" (the pipeline's refusal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.ses import inbound
from labcloud.services.ses.repo.schema import SCHEMA, TABLES
from labcloud.services.ses.state import SesState
from labcloud.services.ses.tag_source import tag_source
from labcloud.services.ses.views import routes
from labcloud.services.shape import Background, Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.ses import (
        account_ops,
        config_set_ops,
        filter_ops,
        identity_ops,
        receipt_ops,
        send_ops,
        template_ops,
    )
else:
    filter_ops = lazy_module("labcloud.services.ses.filter_ops")
    receipt_ops = lazy_module("labcloud.services.ses.receipt_ops")
    account_ops = lazy_module("labcloud.services.ses.account_ops")
    config_set_ops = lazy_module("labcloud.services.ses.config_set_ops")
    identity_ops = lazy_module("labcloud.services.ses.identity_ops")
    send_ops = lazy_module("labcloud.services.ses.send_ops")
    template_ops = lazy_module("labcloud.services.ses.template_ops")

OPERATIONS: dict[str, Operation[SesState]] = {
    "VerifyEmailIdentity": identity_ops.verify_email_identity,
    "VerifyEmailAddress": identity_ops.verify_email_address,
    "VerifyDomainIdentity": identity_ops.verify_domain_identity,
    "ListIdentities": identity_ops.list_identities,
    "ListVerifiedEmailAddresses": identity_ops.list_verified_email_addresses,
    "GetIdentityVerificationAttributes": identity_ops.get_identity_verification_attributes,
    "DeleteIdentity": identity_ops.delete_identity,
    "DeleteVerifiedEmailAddress": identity_ops.delete_verified_email_address,
    "CreateTemplate": template_ops.create_template,
    "GetTemplate": template_ops.get_template,
    "UpdateTemplate": template_ops.update_template,
    "DeleteTemplate": template_ops.delete_template,
    "ListTemplates": template_ops.list_templates,
    "TestRenderTemplate": template_ops.test_render_template,
    "SendEmail": send_ops.send_email,
    "SendRawEmail": send_ops.send_raw_email,
    "SendTemplatedEmail": send_ops.send_templated_email,
    "SendBulkTemplatedEmail": send_ops.send_bulk_templated_email,
    "GetSendQuota": account_ops.get_send_quota,
    "GetSendStatistics": account_ops.get_send_statistics,
    "GetAccountSendingEnabled": account_ops.get_account_sending_enabled,
    "CreateConfigurationSet": config_set_ops.create_configuration_set,
    "DescribeConfigurationSet": config_set_ops.describe_configuration_set,
    "ListConfigurationSets": config_set_ops.list_configuration_sets,
    "DeleteConfigurationSet": config_set_ops.delete_configuration_set,
    "UpdateConfigurationSetSendingEnabled": config_set_ops.update_configuration_set_sending_enabled,
    "CreateConfigurationSetEventDestination": config_set_ops.create_configuration_set_event_destination,
    "UpdateConfigurationSetEventDestination": config_set_ops.update_configuration_set_event_destination,
    "DeleteConfigurationSetEventDestination": config_set_ops.delete_configuration_set_event_destination,
    "CreateReceiptRuleSet": receipt_ops.create_receipt_rule_set,
    "CloneReceiptRuleSet": receipt_ops.clone_receipt_rule_set,
    "DeleteReceiptRuleSet": receipt_ops.delete_receipt_rule_set,
    "DescribeReceiptRuleSet": receipt_ops.describe_receipt_rule_set,
    "DescribeActiveReceiptRuleSet": receipt_ops.describe_active_receipt_rule_set,
    "ListReceiptRuleSets": receipt_ops.list_receipt_rule_sets,
    "SetActiveReceiptRuleSet": receipt_ops.set_active_receipt_rule_set,
    "CreateReceiptRule": receipt_ops.create_receipt_rule,
    "UpdateReceiptRule": receipt_ops.update_receipt_rule,
    "DeleteReceiptRule": receipt_ops.delete_receipt_rule,
    "DescribeReceiptRule": receipt_ops.describe_receipt_rule,
    "ReorderReceiptRuleSet": receipt_ops.reorder_receipt_rule_set,
    "SetReceiptRulePosition": receipt_ops.set_receipt_rule_position,
    "CreateReceiptFilter": filter_ops.create_receipt_filter,
    "DeleteReceiptFilter": filter_ops.delete_receipt_filter,
    "ListReceiptFilters": filter_ops.list_receipt_filters,
}


def contributions(state: SesState) -> Contributions:
    resumed = Background("ses.receiving", lambda: inbound.resume(state), inbound.stop)
    return Contributions(routes=tuple(routes(state)), tag_sources=(tag_source(state),), background=(resumed,))


SERVICE: Service[SesState] = Service(
    name="ses",
    state=SesState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
