"""The CloudFormation provider: operation names mapped to the modules of this package.

Stack operations return at once and run on the :class:`Engine` (one background task per stack);
``start`` recovers stacks that were in progress when the server stopped (see engine.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.internal.routes import InternalRoute
from labcloud.services.base import Provider
from labcloud.services.cloudformation import change_set_ops, drift, responses, stack_ops, stack_sets
from labcloud.services.cloudformation.engine import Engine
from labcloud.services.cloudformation.schema import SCHEMA, TABLES
from labcloud.services.cloudformation.state import CfnState
from labcloud.services.cloudformation.view import cfn_routes

if TYPE_CHECKING:
    from labcloud.hub import Hub

Params = dict[str, Any]


class CloudFormationProvider(Provider):
    service = "cloudformation"
    tables = TABLES

    def __init__(self, hub: Hub) -> None:
        super().__init__(hub)
        self.engine = Engine(hub, self._publish)
        self.state = CfnState(hub, self.store, self.engine)

    def schema(self) -> Sequence[str]:
        return SCHEMA

    async def start(self) -> None:
        self.engine.recover()

    async def stop(self) -> None:
        await self.engine.stop()

    def internal_routes(self) -> list[InternalRoute]:
        return [*cfn_routes(self.state), *responses.routes(self.store)]

    def absent_operation(self, operation: str) -> Any:
        return stack_sets.answer(operation)

    def _publish(self, stack: dict[str, Any], kind: str, event: dict[str, Any]) -> None:
        self.bus.publish(
            kind,
            service=self.service,
            account_id=stack["account"],
            region=stack["region"],
            resource=stack["StackId"],
            data={
                "stack_name": stack["StackName"],
                "logical_id": event["LogicalResourceId"],
                "physical_id": event.get("PhysicalResourceId"),
                "type": event["ResourceType"],
                "status": event["ResourceStatus"],
                "reason": event.get("ResourceStatusReason"),
            },
        )

    # ------------------------------------------------------------------ stacks

    async def create_stack(self, ctx: RequestContext, params: Params) -> Params:
        return await stack_ops.create_stack(self.state, ctx, params)

    async def update_stack(self, ctx: RequestContext, params: Params) -> Params:
        return await stack_ops.update_stack(self.state, ctx, params)

    async def delete_stack(self, ctx: RequestContext, params: Params) -> Params:
        return await stack_ops.delete_stack(self.state, ctx, params)

    def describe_stacks(self, ctx: RequestContext, params: Params) -> Params:
        return stack_ops.describe_stacks(self.state, ctx, params)

    def list_stacks(self, ctx: RequestContext, params: Params) -> Params:
        return stack_ops.list_stacks(self.state, ctx, params)

    def describe_stack_events(self, ctx: RequestContext, params: Params) -> Params:
        return stack_ops.describe_stack_events(self.state, ctx, params)

    def describe_stack_resource(self, ctx: RequestContext, params: Params) -> Params:
        return stack_ops.describe_stack_resource(self.state, ctx, params)

    def describe_stack_resources(self, ctx: RequestContext, params: Params) -> Params:
        return stack_ops.describe_stack_resources(self.state, ctx, params)

    def list_stack_resources(self, ctx: RequestContext, params: Params) -> Params:
        return stack_ops.list_stack_resources(self.state, ctx, params)

    def get_template(self, ctx: RequestContext, params: Params) -> Params:
        return stack_ops.get_template(self.state, ctx, params)

    async def get_template_summary(self, ctx: RequestContext, params: Params) -> Params:
        return await stack_ops.get_template_summary(self.state, ctx, params)

    async def validate_template(self, ctx: RequestContext, params: Params) -> Params:
        return await stack_ops.validate_template(self.state, ctx, params)

    def list_exports(self, ctx: RequestContext, params: Params) -> Params:
        return stack_ops.list_exports(self.state, ctx, params)

    def list_imports(self, ctx: RequestContext, params: Params) -> Params:
        return stack_ops.list_imports(self.state, ctx, params)

    def update_termination_protection(self, ctx: RequestContext, params: Params) -> Params:
        return stack_ops.update_termination_protection(self.state, ctx, params)

    async def set_stack_policy(self, ctx: RequestContext, params: Params) -> Params:
        return await stack_ops.set_stack_policy(self.state, ctx, params)

    def get_stack_policy(self, ctx: RequestContext, params: Params) -> Params:
        return stack_ops.get_stack_policy(self.state, ctx, params)

    async def detect_stack_drift(self, ctx: RequestContext, params: Params) -> Params:
        return await drift.detect_stack_drift(self.state, ctx, params)

    async def detect_stack_resource_drift(self, ctx: RequestContext, params: Params) -> Params:
        return await drift.detect_stack_resource_drift(self.state, ctx, params)

    def describe_stack_drift_detection_status(self, ctx: RequestContext, params: Params) -> Params:
        return drift.describe_stack_drift_detection_status(self.state, ctx, params)

    def describe_stack_resource_drifts(self, ctx: RequestContext, params: Params) -> Params:
        return drift.describe_stack_resource_drifts(self.state, ctx, params)

    # ------------------------------------------------------------------ change sets

    async def create_change_set(self, ctx: RequestContext, params: Params) -> Params:
        return await change_set_ops.create_change_set(self.state, ctx, params)

    def describe_change_set(self, ctx: RequestContext, params: Params) -> Params:
        return change_set_ops.describe_change_set(self.state, ctx, params)

    def execute_change_set(self, ctx: RequestContext, params: Params) -> Params:
        return change_set_ops.execute_change_set(self.state, ctx, params)

    def delete_change_set(self, ctx: RequestContext, params: Params) -> Params:
        return change_set_ops.delete_change_set(self.state, ctx, params)

    def list_change_sets(self, ctx: RequestContext, params: Params) -> Params:
        return change_set_ops.list_change_sets(self.state, ctx, params)


PROVIDER = CloudFormationProvider
