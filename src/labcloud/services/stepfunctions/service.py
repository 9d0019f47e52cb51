"""Step Functions in the service shape: its operations table, state and what it contributes
(resuming running executions when the server starts, stopping their runners when it stops)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.shape import Background, Contributions, Operation, Service, lazy_module
from labcloud.services.stepfunctions import retention
from labcloud.services.stepfunctions.repo import map_runs, mock_cases
from labcloud.services.stepfunctions.repo.schema import MIGRATIONS, SCHEMA, TABLES
from labcloud.services.stepfunctions.state import SfnState
from labcloud.services.stepfunctions.tag_source import tag_sources

if TYPE_CHECKING:
    from labcloud.services.stepfunctions import (
        activity_ops,
        alias_ops,
        exec_logs,
        execution_ops,
        lifecycle,
        machine_ops,
        map_retention,
        map_run_ops,
        redrive_ops,
        teststate_ops,
        token_ops,
        version_ops,
        views,
    )
else:
    activity_ops = lazy_module("labcloud.services.stepfunctions.activity_ops")
    alias_ops = lazy_module("labcloud.services.stepfunctions.alias_ops")
    exec_logs = lazy_module("labcloud.services.stepfunctions.exec_logs")
    execution_ops = lazy_module("labcloud.services.stepfunctions.execution_ops")
    lifecycle = lazy_module("labcloud.services.stepfunctions.lifecycle")
    machine_ops = lazy_module("labcloud.services.stepfunctions.machine_ops")
    map_retention = lazy_module("labcloud.services.stepfunctions.map_retention")
    map_run_ops = lazy_module("labcloud.services.stepfunctions.map_run_ops")
    redrive_ops = lazy_module("labcloud.services.stepfunctions.redrive_ops")
    teststate_ops = lazy_module("labcloud.services.stepfunctions.teststate_ops")
    token_ops = lazy_module("labcloud.services.stepfunctions.token_ops")
    version_ops = lazy_module("labcloud.services.stepfunctions.version_ops")
    views = lazy_module("labcloud.services.stepfunctions.views")

OPERATIONS: dict[str, Operation[SfnState]] = {
    "CreateStateMachine": machine_ops.create_state_machine,
    "DescribeStateMachine": machine_ops.describe_state_machine,
    "ListStateMachines": machine_ops.list_state_machines,
    "UpdateStateMachine": machine_ops.update_state_machine,
    "DeleteStateMachine": machine_ops.delete_state_machine,
    "ValidateStateMachineDefinition": machine_ops.validate_state_machine_definition,
    "TagResource": machine_ops.tag_resource,
    "UntagResource": machine_ops.untag_resource,
    "ListTagsForResource": machine_ops.list_tags_for_resource,
    "PublishStateMachineVersion": version_ops.publish_state_machine_version,
    "ListStateMachineVersions": version_ops.list_state_machine_versions,
    "DeleteStateMachineVersion": version_ops.delete_state_machine_version,
    "CreateStateMachineAlias": alias_ops.create_state_machine_alias,
    "DescribeStateMachineAlias": alias_ops.describe_state_machine_alias,
    "UpdateStateMachineAlias": alias_ops.update_state_machine_alias,
    "DeleteStateMachineAlias": alias_ops.delete_state_machine_alias,
    "ListStateMachineAliases": alias_ops.list_state_machine_aliases,
    "StartExecution": execution_ops.start_execution,
    "StartSyncExecution": execution_ops.start_sync_execution,
    "DescribeExecution": execution_ops.describe_execution,
    "ListExecutions": execution_ops.list_executions,
    "StopExecution": execution_ops.stop_execution,
    "RedriveExecution": redrive_ops.redrive_execution,
    "GetExecutionHistory": execution_ops.get_execution_history,
    "DescribeStateMachineForExecution": execution_ops.describe_state_machine_for_execution,
    "TestState": teststate_ops.test_state,
    "CreateActivity": activity_ops.create_activity,
    "DescribeActivity": activity_ops.describe_activity,
    "ListActivities": activity_ops.list_activities,
    "DeleteActivity": activity_ops.delete_activity,
    "GetActivityTask": activity_ops.get_activity_task,
    "SendTaskSuccess": token_ops.send_task_success,
    "SendTaskFailure": token_ops.send_task_failure,
    "SendTaskHeartbeat": token_ops.send_task_heartbeat,
    "DescribeMapRun": map_run_ops.describe_map_run,
    "ListMapRuns": map_run_ops.list_map_runs,
    "UpdateMapRun": map_run_ops.update_map_run,
}


async def _stop_polls(state: SfnState) -> None:
    activity_ops.stop_polls(state)


def _resume(state: SfnState) -> None:
    # the interpreter (lifecycle and the ASL runtime) is imported at build only when there is an execution to resume
    if state.executions.running():
        lifecycle.resume_all(state)
    else:
        state.stopping = False


def contributions(state: SfnState) -> Contributions:
    return Contributions(
        tag_sources=tag_sources(state),
        periodic=(
            Periodic("stepfunctions.retention", retention.INTERVAL, lambda now: retention.sweep(state, now)),
            Periodic(
                "stepfunctions.map_retention", retention.INTERVAL, lambda now: map_retention.sweep(state, now)
            ),
        ),
        routes=tuple(views.view_routes(state)),
        background=(
            Background("stepfunctions.logs", lambda: exec_logs.start(state), lambda: exec_logs.stop(state)),
            Background(
                "stepfunctions.executions",
                lambda: _resume(state),
                lambda: lifecycle.stop_all(state),
            ),
            Background("stepfunctions.activity_polls", lambda: None, lambda: _stop_polls(state)),
        ),
    )


SERVICE: Service[SfnState] = Service(
    name="stepfunctions",
    state=SfnState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=mock_cases.TABLES + map_runs.TABLES + TABLES,
    schema=SCHEMA + map_runs.SCHEMA + mock_cases.SCHEMA,
    migrations=MIGRATIONS,
    on_reset=exec_logs.forget_all,
)
