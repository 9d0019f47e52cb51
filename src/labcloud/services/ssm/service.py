"""SSM Parameter Store in the service shape: its operations table, its state and what it contributes.

Parameter Store, documents (stored, versioned, shared), State Manager associations and maintenance windows
(records, never run: no instances) are served; the rest of SSM (commands, automation executions,
sessions...) is answered "not implemented" by the pipeline. SecureString goes through ``sealing.py`` (KMS when served).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.shape import Contributions, Operation, Service, lazy_module
from labcloud.services.ssm import expiry
from labcloud.services.ssm.repo.schema import SCHEMA, TABLES
from labcloud.services.ssm.state import SsmState
from labcloud.services.ssm.tag_source import tag_sources

if TYPE_CHECKING:
    from labcloud.services.ssm import (
        association_ops,
        describe_ops,
        document_ops,
        document_read_ops,
        document_sharing,
        label_ops,
        put_ops,
        read_ops,
        tags,
        window_ops,
        window_parts,
    )
else:
    association_ops = lazy_module("labcloud.services.ssm.association_ops")
    window_ops = lazy_module("labcloud.services.ssm.window_ops")
    window_parts = lazy_module("labcloud.services.ssm.window_parts")
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
    "CreateAssociation": association_ops.create_association,
    "DescribeAssociation": association_ops.describe_association,
    "UpdateAssociation": association_ops.update_association,
    "DeleteAssociation": association_ops.delete_association,
    "ListAssociations": association_ops.list_associations,
    "ListAssociationVersions": association_ops.list_association_versions,
    "CreateMaintenanceWindow": window_ops.create_maintenance_window,
    "GetMaintenanceWindow": window_ops.get_maintenance_window,
    "UpdateMaintenanceWindow": window_ops.update_maintenance_window,
    "DeleteMaintenanceWindow": window_ops.delete_maintenance_window,
    "DescribeMaintenanceWindows": window_ops.describe_maintenance_windows,
    "RegisterTargetWithMaintenanceWindow": window_parts.register_target_with_maintenance_window,
    "DescribeMaintenanceWindowTargets": window_parts.describe_maintenance_window_targets,
    "UpdateMaintenanceWindowTarget": window_parts.update_maintenance_window_target,
    "DeregisterTargetFromMaintenanceWindow": window_parts.deregister_target_from_maintenance_window,
    "RegisterTaskWithMaintenanceWindow": window_parts.register_task_with_maintenance_window,
    "GetMaintenanceWindowTask": window_parts.get_maintenance_window_task,
    "DescribeMaintenanceWindowTasks": window_parts.describe_maintenance_window_tasks,
    "UpdateMaintenanceWindowTask": window_parts.update_maintenance_window_task,
    "DeregisterTaskFromMaintenanceWindow": window_parts.deregister_task_from_maintenance_window,
}


def contributions(state: SsmState) -> Contributions:
    return Contributions(
        tag_sources=tag_sources(state),
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
