"""AWS Batch (botocore ``batch``) in the service shape: the control plane, honest about jobs.

Compute environments (MANAGED Fargate, Fargate Spot, EC2 and Spot as checked records: EC2's subnets and
security groups, IAM's roles and instance profiles), job queues, scheduling policies, container job
definitions (revisions never reused) and jobs. labcloud runs no containers and launches no instances: a
job is a record whose status follows the clock to RUNNABLE and stays there until it is cancelled or
terminated (docs/batch.md); each status it reaches is put on EventBridge as "Batch Job State Change".
Service environments, service jobs, consumable resources and quota shares are not in the table (501)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.batch.repo.schema import SCHEMA, TABLES
from labcloud.services.batch.state import BatchState
from labcloud.services.batch.tag_source import tag_source
from labcloud.services.shape import Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.batch import (
        env_ops,
        job_ops,
        jobdef_ops,
        policy_ops,
        queue_ops,
        state_events,
        tag_ops,
    )
else:
    env_ops = lazy_module("labcloud.services.batch.env_ops")
    job_ops = lazy_module("labcloud.services.batch.job_ops")
    jobdef_ops = lazy_module("labcloud.services.batch.jobdef_ops")
    policy_ops = lazy_module("labcloud.services.batch.policy_ops")
    queue_ops = lazy_module("labcloud.services.batch.queue_ops")
    state_events = lazy_module("labcloud.services.batch.state_events")
    tag_ops = lazy_module("labcloud.services.batch.tag_ops")

OPERATIONS: dict[str, Operation[BatchState]] = {
    "CreateComputeEnvironment": env_ops.create_compute_environment,
    "DescribeComputeEnvironments": env_ops.describe_compute_environments,
    "UpdateComputeEnvironment": env_ops.update_compute_environment,
    "DeleteComputeEnvironment": env_ops.delete_compute_environment,
    "CreateJobQueue": queue_ops.create_job_queue,
    "DescribeJobQueues": queue_ops.describe_job_queues,
    "UpdateJobQueue": queue_ops.update_job_queue,
    "DeleteJobQueue": queue_ops.delete_job_queue,
    "CreateSchedulingPolicy": policy_ops.create_scheduling_policy,
    "DescribeSchedulingPolicies": policy_ops.describe_scheduling_policies,
    "ListSchedulingPolicies": policy_ops.list_scheduling_policies,
    "UpdateSchedulingPolicy": policy_ops.update_scheduling_policy,
    "DeleteSchedulingPolicy": policy_ops.delete_scheduling_policy,
    "RegisterJobDefinition": jobdef_ops.register_job_definition,
    "DescribeJobDefinitions": jobdef_ops.describe_job_definitions,
    "DeregisterJobDefinition": jobdef_ops.deregister_job_definition,
    "SubmitJob": job_ops.submit_job,
    "DescribeJobs": job_ops.describe_jobs,
    "ListJobs": job_ops.list_jobs,
    "CancelJob": job_ops.cancel_job,
    "TerminateJob": job_ops.terminate_job,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
}


def contributions(state: BatchState) -> Contributions:
    return Contributions(
        tag_sources=(tag_source(state),),
        periodic=(
            Periodic(
                "batch.job-state-changes",
                0.25,
                lambda now: state_events.announce(state, now),
                state.bell,
            ),
        ),
    )


SERVICE: Service[BatchState] = Service(
    name="batch",
    state=BatchState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
