"""S3 Control in the service shape (``services/shape.py``): access points (:mod:`.ap_ops`), Object Lambda
access points (:mod:`.olap_ops`) and the account's public access block (:mod:`.block_ops`), kept as records
(docs/s3.md, "Access points"); requests through an access point reach its bucket (:mod:`.through`).

Multi-Region access points, Storage Lens, Batch Operations jobs and the rest of S3 Control's model are
answered NotImplemented by name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.s3control.repo.schema import SCHEMA, TABLES
from labcloud.services.s3control.state import S3ControlState
from labcloud.services.shape import Contributions, Operation, PipelineStep, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.s3control import ap_ops, block_ops, olap_ops
else:
    ap_ops = lazy_module("labcloud.services.s3control.ap_ops")
    block_ops = lazy_module("labcloud.services.s3control.block_ops")
    olap_ops = lazy_module("labcloud.services.s3control.olap_ops")

OPERATIONS: dict[str, Operation[S3ControlState]] = {
    "CreateAccessPoint": ap_ops.create_access_point,
    "GetAccessPoint": ap_ops.get_access_point,
    "ListAccessPoints": ap_ops.list_access_points,
    "DeleteAccessPoint": ap_ops.delete_access_point,
    "PutAccessPointPolicy": ap_ops.put_access_point_policy,
    "GetAccessPointPolicy": ap_ops.get_access_point_policy,
    "DeleteAccessPointPolicy": ap_ops.delete_access_point_policy,
    "GetAccessPointPolicyStatus": ap_ops.get_access_point_policy_status,
    "CreateAccessPointForObjectLambda": olap_ops.create_access_point_for_object_lambda,
    "GetAccessPointForObjectLambda": olap_ops.get_access_point_for_object_lambda,
    "ListAccessPointsForObjectLambda": olap_ops.list_access_points_for_object_lambda,
    "DeleteAccessPointForObjectLambda": olap_ops.delete_access_point_for_object_lambda,
    "GetAccessPointConfigurationForObjectLambda": olap_ops.get_access_point_configuration_for_object_lambda,
    "PutAccessPointConfigurationForObjectLambda": olap_ops.put_access_point_configuration_for_object_lambda,
    "PutAccessPointPolicyForObjectLambda": olap_ops.put_access_point_policy_for_object_lambda,
    "GetAccessPointPolicyForObjectLambda": olap_ops.get_access_point_policy_for_object_lambda,
    "DeleteAccessPointPolicyForObjectLambda": olap_ops.delete_access_point_policy_for_object_lambda,
    "GetAccessPointPolicyStatusForObjectLambda": olap_ops.get_access_point_policy_status_for_object_lambda,
    "PutPublicAccessBlock": block_ops.put_public_access_block,
    "GetPublicAccessBlock": block_ops.get_public_access_block,
    "DeletePublicAccessBlock": block_ops.delete_public_access_block,
}


def contributions(state: S3ControlState) -> Contributions:
    # built before the server answers: the gate's checks, not the access points' machinery (gate.py)
    from labcloud.services.s3control.gate import authorizer, step

    return Contributions(authorizers=(authorizer(state),), steps=(PipelineStep(step(state), ("s3",)),))


SERVICE: Service[S3ControlState] = Service(
    name="s3control",
    state=S3ControlState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
