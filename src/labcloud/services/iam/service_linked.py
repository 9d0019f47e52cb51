"""Service-linked roles: CreateServiceLinkedRole (each service's role name, path and custom-suffix
rule), DeleteServiceLinkedRole and GetServiceLinkedRoleDeletionStatus.

A service-linked role is an ordinary row of ``iam_roles`` under ``/aws-service-role/<service>/``
whose trust policy lets the service assume it; DeleteRole refuses it (only the deletion task
removes it). Deletion runs at once here, so a task's status is SUCCEEDED when first asked.
"""

from __future__ import annotations

import json
import uuid
from typing import TYPE_CHECKING, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam import last_used
from labcloud.services.iam.answers import role_out
from labcloud.services.iam.changes import changed, publish
from labcloud.services.iam.core import no_such_entity
from labcloud.services.iam.ids import role_arn, unique_id
from labcloud.services.iam.lookups import require_role
from labcloud.services.iam.repo import account, identities
from labcloud.services.iam.repo import policies as stored
from labcloud.services.iam.repo.records import RoleRecord
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        CreateServiceLinkedRoleRequest,
        CreateServiceLinkedRoleResponse,
        DeleteServiceLinkedRoleRequest,
        DeleteServiceLinkedRoleResponse,
        GetServiceLinkedRoleDeletionStatusRequest,
        GetServiceLinkedRoleDeletionStatusResponse,
    )

#: service principal → (role name, whether the service accepts a CustomSuffix); the names are the ones
#: each service's "Using service-linked roles" page documents.
SERVICES: dict[str, tuple[str, bool]] = {
    "accessanalyzer.amazonaws.com": ("AWSServiceRoleForAccessAnalyzer", False),
    "acm.amazonaws.com": ("AWSServiceRoleForCertificateManager", False),
    "appmesh.amazonaws.com": ("AWSServiceRoleForAppMesh", False),
    "autoscaling.amazonaws.com": ("AWSServiceRoleForAutoScaling", True),
    "autoscaling-plans.amazonaws.com": ("AWSServiceRoleForAutoScalingPlans_EC2AutoScaling", False),
    "backup.amazonaws.com": ("AWSServiceRoleForBackup", False),
    "batch.amazonaws.com": ("AWSServiceRoleForBatch", False),
    "chatbot.amazonaws.com": ("AWSServiceRoleForAWSChatbot", False),
    "cloud9.amazonaws.com": ("AWSServiceRoleForAWSCloud9", False),
    "cloudtrail.amazonaws.com": ("AWSServiceRoleForCloudTrail", False),
    "cloudwatch-crossaccount.amazonaws.com": ("AWSServiceRoleForCloudWatchCrossAccount", False),
    "codestar-notifications.amazonaws.com": ("AWSServiceRoleForCodeStarNotifications", False),
    "compute-optimizer.amazonaws.com": ("AWSServiceRoleForComputeOptimizer", False),
    "config.amazonaws.com": ("AWSServiceRoleForConfig", False),
    "dax.amazonaws.com": ("AWSServiceRoleForDAX", False),
    "delivery.logs.amazonaws.com": ("AWSServiceRoleForLogDelivery", False),
    "ec2fleet.amazonaws.com": ("AWSServiceRoleForEC2Fleet", False),
    "ec2scheduled.amazonaws.com": ("AWSServiceRoleForEC2Scheduled", False),
    "ecs.amazonaws.com": ("AWSServiceRoleForECS", False),
    "eks.amazonaws.com": ("AWSServiceRoleForAmazonEKS", False),
    "eks-fargate.amazonaws.com": ("AWSServiceRoleForAmazonEKSForFargate", False),
    "eks-nodegroup.amazonaws.com": ("AWSServiceRoleForAmazonEKSNodegroup", False),
    "elasticache.amazonaws.com": ("AWSServiceRoleForElastiCache", False),
    "elasticbeanstalk.amazonaws.com": ("AWSServiceRoleForElasticBeanstalk", True),
    "elasticfilesystem.amazonaws.com": ("AWSServiceRoleForAmazonElasticFileSystem", False),
    "elasticloadbalancing.amazonaws.com": ("AWSServiceRoleForElasticLoadBalancing", False),
    "elasticmapreduce.amazonaws.com": ("AWSServiceRoleForEMRCleanup", False),
    "emr-containers.amazonaws.com": ("AWSServiceRoleForAmazonEMRContainers", False),
    "es.amazonaws.com": ("AWSServiceRoleForAmazonElasticsearchService", False),
    "events.amazonaws.com": ("AWSServiceRoleForCloudWatchEvents", False),
    "fsx.amazonaws.com": ("AWSServiceRoleForAmazonFSx", False),
    "globalaccelerator.amazonaws.com": ("AWSServiceRoleForGlobalAccelerator", False),
    "guardduty.amazonaws.com": ("AWSServiceRoleForAmazonGuardDuty", False),
    "imagebuilder.amazonaws.com": ("AWSServiceRoleForImageBuilder", False),
    "inspector.amazonaws.com": ("AWSServiceRoleForAmazonInspector", False),
    "inspector2.amazonaws.com": ("AWSServiceRoleForAmazonInspector2", False),
    "kafka.amazonaws.com": ("AWSServiceRoleForKafka", False),
    "kinesisanalytics.amazonaws.com": ("AWSServiceRoleForKinesisAnalytics", False),
    "lakeformation.amazonaws.com": ("AWSServiceRoleForLakeFormationDataAccess", False),
    "lex.amazonaws.com": ("AWSServiceRoleForLexBots", False),
    "macie.amazonaws.com": ("AWSServiceRoleForAmazonMacie", False),
    "memorydb.amazonaws.com": ("AWSServiceRoleForMemoryDB", False),
    "mq.amazonaws.com": ("AWSServiceRoleForAmazonMQ", False),
    "networkmanager.amazonaws.com": ("AWSServiceRoleForNetworkManager", False),
    "opensearchservice.amazonaws.com": ("AWSServiceRoleForAmazonOpenSearchService", False),
    "ops.apigateway.amazonaws.com": ("AWSServiceRoleForAPIGateway", False),
    "organizations.amazonaws.com": ("AWSServiceRoleForOrganizations", False),
    "rds.amazonaws.com": ("AWSServiceRoleForRDS", False),
    "redshift.amazonaws.com": ("AWSServiceRoleForRedshift", False),
    "replication.ecr.amazonaws.com": ("AWSServiceRoleForECRReplication", False),
    "replicator.lambda.amazonaws.com": ("AWSServiceRoleForLambdaReplicator", False),
    "resource-explorer-2.amazonaws.com": ("AWSServiceRoleForResourceExplorer", False),
    "securityhub.amazonaws.com": ("AWSServiceRoleForSecurityHub", False),
    "spot.amazonaws.com": ("AWSServiceRoleForEC2Spot", False),
    "spotfleet.amazonaws.com": ("AWSServiceRoleForEC2SpotFleet", False),
    "ssm.amazonaws.com": ("AWSServiceRoleForAmazonSSM", False),
    "sso.amazonaws.com": ("AWSServiceRoleForSSO", False),
    "support.amazonaws.com": ("AWSServiceRoleForSupport", False),
    "transitgateway.amazonaws.com": ("AWSServiceRoleForVPCTransitGateway", False),
    "trustedadvisor.amazonaws.com": ("AWSServiceRoleForTrustedAdvisor", False),
    # Application Auto Scaling: one role per scalable resource type.
    "cassandra.application-autoscaling.amazonaws.com": (
        "AWSServiceRoleForApplicationAutoScaling_CassandraTable",
        False,
    ),
    "comprehend.application-autoscaling.amazonaws.com": (
        "AWSServiceRoleForApplicationAutoScaling_ComprehendEndpoint",
        False,
    ),
    "custom-resource.application-autoscaling.amazonaws.com": (
        "AWSServiceRoleForApplicationAutoScaling_CustomResource",
        False,
    ),
    "dynamodb.application-autoscaling.amazonaws.com": (
        "AWSServiceRoleForApplicationAutoScaling_DynamoDBTable",
        False,
    ),
    "ec2.application-autoscaling.amazonaws.com": (
        "AWSServiceRoleForApplicationAutoScaling_EC2SpotFleetRequest",
        False,
    ),
    "ecs.application-autoscaling.amazonaws.com": (
        "AWSServiceRoleForApplicationAutoScaling_ECSService",
        False,
    ),
    "kafka.application-autoscaling.amazonaws.com": (
        "AWSServiceRoleForApplicationAutoScaling_KafkaCluster",
        False,
    ),
    "lambda.application-autoscaling.amazonaws.com": (
        "AWSServiceRoleForApplicationAutoScaling_LambdaConcurrency",
        False,
    ),
    "rds.application-autoscaling.amazonaws.com": (
        "AWSServiceRoleForApplicationAutoScaling_RDSCluster",
        False,
    ),
    "sagemaker.application-autoscaling.amazonaws.com": (
        "AWSServiceRoleForApplicationAutoScaling_SageMakerEndpoint",
        False,
    ),
    "sqs.application-autoscaling.amazonaws.com": ("AWSServiceRoleForApplicationAutoScaling_SQSQueue", False),
}

PATH_PREFIX = "/aws-service-role/"


def _invalid(message: str) -> AwsError:
    return AwsError("InvalidInput", message, status=400)


def is_service_linked(row: RoleRecord) -> bool:
    return str(row.path).startswith(PATH_PREFIX)


def protected(name: str) -> AwsError:
    """DeleteRole/UpdateRole... on a service-linked role."""
    return AwsError(
        "UnmodifiableEntity",
        f"Cannot perform the operation on the protected role '{name}' - this role is only modifiable by AWS",
        status=400,
    )


def create_service_linked_role(
    state: IamState, request: CreateServiceLinkedRoleRequest, ctx: RequestContext
) -> CreateServiceLinkedRoleResponse:
    account_id = ctx.account_id
    service = request["AWSServiceName"]
    known = SERVICES.get(service)
    if known is None:
        raise _invalid(
            f"labcloud does not support service-linked roles for service {service} (it knows "
            f"{', '.join(sorted(SERVICES))})."
        )
    name, suffix_allowed = known
    suffix = request.get("CustomSuffix")
    if suffix:
        if not suffix_allowed:
            raise _invalid(f"Custom suffix is not allowed for {service}")
        name = f"{name}_{suffix}"
    if len(name) > 64:
        raise AwsError("ValidationError", "The role name is too long (64 characters at most).", status=400)
    if identities.role(state.store, account_id, name) is not None:
        raise _invalid(
            f"Service role name {name} has been taken in this account, please try a different suffix."
        )
    path = f"{PATH_PREFIX}{service}/"
    trust = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {"Effect": "Allow", "Principal": {"Service": [service]}, "Action": ["sts:AssumeRole"]}
            ],
        }
    )
    arn = role_arn(account_id, name, path)
    role = RoleRecord(
        account_id,
        name,
        path,
        unique_id("AROA"),
        arn,
        trust,
        request.get("Description"),
        3600,
        clock.now(),
        "[]",
    )
    with state.store.transaction():
        identities.insert_role(state.store, role)
        publish(
            state,
            ctx,
            "iam.role.created",
            resource=arn,
            role_name=name,
            trust_policy=trust,
            permissions_boundary=None,
        )
        changed(state)
    out = role_out(require_role(state, ctx, name), view="create")
    return cast("CreateServiceLinkedRoleResponse", {"Role": out})


def delete_service_linked_role(
    state: IamState, request: DeleteServiceLinkedRoleRequest, ctx: RequestContext
) -> DeleteServiceLinkedRoleResponse:
    """Deletion runs at once: the task is recorded as SUCCEEDED."""
    row = require_role(state, ctx, request["RoleName"])
    account_id = ctx.account_id
    with state.store.transaction():
        if not is_service_linked(row):
            raise _invalid(f"Role {row.name} is not a service-linked role.")
        service = str(row.path)[len(PATH_PREFIX) :].strip("/")
        task = f"task/aws-service-role/{service}/{row.name}/{uuid.uuid4()}"
        account.insert_deletion(state.store, task, account_id, "SUCCEEDED", clock.now())
        stored.delete_inline(state.store, account_id, "role", row.name)
        stored.detach_all(state.store, account_id, "role", row.name)
        identities.delete_role(state.store, account_id, row.name)
        last_used.drop(state, account_id, row.name)
        publish(state, ctx, "iam.role.deleted", resource=row.arn, role_name=row.name)
        changed(state)
    return {"DeletionTaskId": task}


def get_service_linked_role_deletion_status(
    state: IamState, request: GetServiceLinkedRoleDeletionStatusRequest, ctx: RequestContext
) -> GetServiceLinkedRoleDeletionStatusResponse:
    task = request["DeletionTaskId"]
    status = account.deletion_status(state.store, ctx.account_id, task)
    if status is None:
        if not task.startswith("task/"):
            raise _invalid(f"Invalid deletion task id: {task}")
        raise no_such_entity(f"Deletion task {task} cannot be found.")
    return cast("GetServiceLinkedRoleDeletionStatusResponse", {"Status": status})
