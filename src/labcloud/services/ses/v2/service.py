"""Amazon SES v2 (botocore ``sesv2``, rest-json) in the service shape: the same state, tables and behaviour
as v1 (``services/ses``), answered in v2's shapes and words. Contact lists, suppression, dedicated IPs,
deliverability, import/export jobs, tenants and the rest answer "not implemented" (the pipeline's refusal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.ses.repo.schema import SCHEMA, TABLES
from labcloud.services.ses.state import SesState
from labcloud.services.shape import Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.ses.v2 import (
        account_ops,
        config_set_ops,
        identity_ops,
        send_ops,
        tag_ops,
        template_ops,
    )
else:
    account_ops = lazy_module("labcloud.services.ses.v2.account_ops")
    config_set_ops = lazy_module("labcloud.services.ses.v2.config_set_ops")
    identity_ops = lazy_module("labcloud.services.ses.v2.identity_ops")
    send_ops = lazy_module("labcloud.services.ses.v2.send_ops")
    tag_ops = lazy_module("labcloud.services.ses.v2.tag_ops")
    template_ops = lazy_module("labcloud.services.ses.v2.template_ops")

OPERATIONS: dict[str, Operation[SesState]] = {
    "CreateEmailIdentity": identity_ops.create_email_identity,
    "GetEmailIdentity": identity_ops.get_email_identity,
    "ListEmailIdentities": identity_ops.list_email_identities,
    "DeleteEmailIdentity": identity_ops.delete_email_identity,
    "CreateEmailTemplate": template_ops.create_email_template,
    "GetEmailTemplate": template_ops.get_email_template,
    "UpdateEmailTemplate": template_ops.update_email_template,
    "DeleteEmailTemplate": template_ops.delete_email_template,
    "ListEmailTemplates": template_ops.list_email_templates,
    "TestRenderEmailTemplate": template_ops.test_render_email_template,
    "SendEmail": send_ops.send_email,
    "SendBulkEmail": send_ops.send_bulk_email,
    "GetAccount": account_ops.get_account,
    "CreateConfigurationSet": config_set_ops.create_configuration_set,
    "GetConfigurationSet": config_set_ops.get_configuration_set,
    "ListConfigurationSets": config_set_ops.list_configuration_sets,
    "DeleteConfigurationSet": config_set_ops.delete_configuration_set,
    "PutConfigurationSetSendingOptions": config_set_ops.put_configuration_set_sending_options,
    "CreateConfigurationSetEventDestination": config_set_ops.create_configuration_set_event_destination,
    "GetConfigurationSetEventDestinations": config_set_ops.get_configuration_set_event_destinations,
    "UpdateConfigurationSetEventDestination": config_set_ops.update_configuration_set_event_destination,
    "DeleteConfigurationSetEventDestination": config_set_ops.delete_configuration_set_event_destination,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
}


def contributions(state: SesState) -> Contributions:
    return Contributions()


#: The same tables as v1, recorded under v1's name ("ses"): whichever API is built first makes them.
SERVICE: Service[SesState] = Service(
    name="sesv2",
    state=SesState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    schema_owner="ses",
)
