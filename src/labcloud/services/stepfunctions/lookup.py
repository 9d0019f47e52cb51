"""Finding what a request names in the caller's account (a state machine, an execution), and the
dates every response carries."""

from __future__ import annotations

from datetime import datetime, timezone

from labcloud.context import RequestContext
from labcloud.services.stepfunctions import arns
from labcloud.services.stepfunctions.errors import check_account, execution_missing, machine_missing
from labcloud.services.stepfunctions.repo.executions import Execution
from labcloud.services.stepfunctions.repo.machines import Machine
from labcloud.services.stepfunctions.state import SfnState


def date(ts: float) -> datetime:
    return datetime.fromtimestamp(ts, timezone.utc)


def find_machine(state: SfnState, arn: str, ctx: RequestContext) -> Machine:
    check_account(arn, arns.parse_machine(arn).account_id, ctx)
    machine = state.machines.find(arn)
    if machine is None:
        raise machine_missing(arn)
    return machine


def find_execution(state: SfnState, arn: str, ctx: RequestContext) -> Execution:
    check_account(arn, arns.parse(arn, ("execution",)).account_id, ctx)
    execution = state.executions.find(arn)
    if execution is None:
        raise execution_missing(arn)
    return execution
