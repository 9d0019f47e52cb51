"""CloudFormation in the service shape (``services/shape.py``): its operations table, its state and what it contributes.

Stack operations answer at once and run on the :class:`~labcloud.services.cloudformation.engine.Engine`
(one background task per stack); starting the service recovers the stacks that were in progress when
the server stopped (``engine.recover``, then ``imports.recover``). StackSet operations are answered as
for an account without stack sets (``stack_sets.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.cloudformation import stacks as db
from labcloud.services.cloudformation.repo.schema import SCHEMA, TABLES
from labcloud.services.cloudformation.state import CfnState
from labcloud.services.cloudformation.view import cfn_routes
from labcloud.services.shape import Background, Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.cloudformation import (
        change_set_ops,
        drift,
        imports,
        responses,
        stack_list_ops,
        stack_ops,
        stack_sets,
    )
else:
    change_set_ops = lazy_module("labcloud.services.cloudformation.change_set_ops")
    drift = lazy_module("labcloud.services.cloudformation.drift")
    imports = lazy_module("labcloud.services.cloudformation.imports")
    responses = lazy_module("labcloud.services.cloudformation.responses")
    stack_list_ops = lazy_module("labcloud.services.cloudformation.stack_list_ops")
    stack_ops = lazy_module("labcloud.services.cloudformation.stack_ops")
    stack_sets = lazy_module("labcloud.services.cloudformation.stack_sets")

OPERATIONS: dict[str, Operation[CfnState]] = {
    "CreateStack": stack_ops.create_stack,
    "UpdateStack": stack_ops.update_stack,
    "DeleteStack": stack_ops.delete_stack,
    "DescribeStacks": stack_ops.describe_stacks,
    "ListStacks": stack_list_ops.list_stacks,
    "DescribeStackEvents": stack_ops.describe_stack_events,
    "DescribeStackResource": stack_ops.describe_stack_resource,
    "DescribeStackResources": stack_ops.describe_stack_resources,
    "ListStackResources": stack_ops.list_stack_resources,
    "GetTemplate": stack_ops.get_template,
    "GetTemplateSummary": stack_ops.get_template_summary,
    "ValidateTemplate": stack_ops.validate_template,
    "ListExports": stack_ops.list_exports,
    "ListImports": stack_ops.list_imports,
    "UpdateTerminationProtection": stack_ops.update_termination_protection,
    "SetStackPolicy": stack_ops.set_stack_policy,
    "GetStackPolicy": stack_ops.get_stack_policy,
    "DetectStackDrift": drift.detect_stack_drift,
    "DetectStackResourceDrift": drift.detect_stack_resource_drift,
    "DescribeStackDriftDetectionStatus": drift.describe_stack_drift_detection_status,
    "DescribeStackResourceDrifts": drift.describe_stack_resource_drifts,
    "CreateChangeSet": change_set_ops.create_change_set,
    "DescribeChangeSet": change_set_ops.describe_change_set,
    "ExecuteChangeSet": change_set_ops.execute_change_set,
    "DeleteChangeSet": change_set_ops.delete_change_set,
    "ListChangeSets": change_set_ops.list_change_sets,
}


def _recover(state: CfnState) -> None:
    if db.in_progress(state.store):  # the engine loads only when there is something to finish
        state.engine.recover()
        imports.recover(state.engine)


def contributions(state: CfnState) -> Contributions:
    return Contributions(
        background=(Background("cloudformation.stacks", lambda: _recover(state), state.stop_engine),),
        routes=(*cfn_routes(state), *responses.routes(state.store)),
    )


def _absent(state: CfnState, operation: str) -> Callable[[RequestContext, dict[str, Any]], Any] | None:
    return stack_sets.answer(operation)


SERVICE: Service[CfnState] = Service(
    name="cloudformation",
    state=CfnState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    absent=_absent,
)
