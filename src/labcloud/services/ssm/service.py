"""SSM Parameter Store in the service shape: its operations table, its state and what it contributes.

Parameter Store and documents (stored, versioned, shared; never run: no instances) are served; the rest of
SSM (commands, associations, automation executions, sessions...) is answered "not implemented" by the pipeline. SecureString goes through ``sealing.py`` (KMS when served).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.shape import Contributions, Operation, Service, lazy_module
from labcloud.services.ssm import expiry
from labcloud.services.ssm.repo.schema import SCHEMA, TABLES
from labcloud.services.ssm.state import SsmState

if TYPE_CHECKING:
    from labcloud.services.ssm import (
        describe_ops,
        document_ops,
        document_read_ops,
        document_sharing,
        label_ops,
        put_ops,
        read_ops,
        tags,
    )
else:
    document_ops = lazy_module("labcloud.services.ssm.document_ops")
    document_read_ops = lazy_module("labcloud.services.ssm.document_read_ops")
    document_sharing = lazy_module("labcloud.services.ssm.document_sharing")
    describe_ops = lazy_module("labcloud.services.ssm.describe_ops")
    label_ops = lazy_module("labcloud.services.ssm.label_ops")
    put_ops = lazy_module("labcloud.services.ssm.put_ops")
    read_ops = lazy_module("labcloud.services.ssm.read_ops")
    tags = lazy_module("labcloud.services.ssm.tags")

OPERATIONS: dict[str, Operation[SsmState]] = {
    "PutParameter": put_ops.put_parameter,
    "DeleteParameter": put_ops.delete_parameter,
    "DeleteParameters": put_ops.delete_parameters,
    "GetParameter": read_ops.get_parameter,
    "GetParameters": read_ops.get_parameters,
    "GetParametersByPath": read_ops.get_parameters_by_path,
    "GetParameterHistory": read_ops.get_parameter_history,
    "DescribeParameters": describe_ops.describe_parameters,
    "LabelParameterVersion": label_ops.label_parameter_version,
    "UnlabelParameterVersion": label_ops.unlabel_parameter_version,
    "AddTagsToResource": tags.add_tags_to_resource,
    "RemoveTagsFromResource": tags.remove_tags_from_resource,
    "ListTagsForResource": tags.list_tags_for_resource,
    "CreateDocument": document_ops.create_document,
    "UpdateDocument": document_ops.update_document,
    "UpdateDocumentDefaultVersion": document_ops.update_document_default_version,
    "DeleteDocument": document_ops.delete_document,
    "GetDocument": document_read_ops.get_document,
    "DescribeDocument": document_read_ops.describe_document,
    "ListDocuments": document_read_ops.list_documents,
    "ListDocumentVersions": document_read_ops.list_document_versions,
    "DescribeDocumentPermission": document_sharing.describe_document_permission,
    "ModifyDocumentPermission": document_sharing.modify_document_permission,
}


def contributions(state: SsmState) -> Contributions:
    return Contributions(
        periodic=(Periodic("ssm.expire", expiry.INTERVAL, lambda now: expiry.sweep(state, now)),),
    )


SERVICE: Service[SsmState] = Service(
    name="ssm",
    state=SsmState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
