"""EventBridge Pipes (``pipes``) in the service shape: pipes from an SQS queue, a Kinesis stream or a
DynamoDB stream, through filters and an optional enrichment, to a target.

Writes are synchronous SQLite transactions; ``lifecycle.py`` moves pipes through AWS's states and keeps
one poller (``runner.py``) per RUNNING pipe, which reads its source and delivers as the pipe's role.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.pipes import lifecycle
from labcloud.services.pipes.repo.schema import SCHEMA, TABLES
from labcloud.services.pipes.state import PipesState
from labcloud.services.pipes.tag_source import tag_source
from labcloud.services.shape import Background, Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.pipes import pipe_ops, tag_ops
else:
    pipe_ops = lazy_module("labcloud.services.pipes.pipe_ops")
    tag_ops = lazy_module("labcloud.services.pipes.tag_ops")

OPERATIONS: dict[str, Operation[PipesState]] = {
    "CreatePipe": pipe_ops.create_pipe,
    "DescribePipe": pipe_ops.describe_pipe,
    "UpdatePipe": pipe_ops.update_pipe,
    "DeletePipe": pipe_ops.delete_pipe,
    "ListPipes": pipe_ops.list_pipes,
    "StartPipe": pipe_ops.start_pipe,
    "StopPipe": pipe_ops.stop_pipe,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
}


def contributions(state: PipesState) -> Contributions:
    return Contributions(
        tag_sources=(tag_source(state),),
        periodic=(Periodic("pipes.lifecycle", lifecycle.INTERVAL, lambda now: lifecycle.tick(state, now)),),
        background=(
            Background("pipes.pollers", lambda: lifecycle.start(state), lambda: lifecycle.stop(state)),
        ),
    )


SERVICE: Service[PipesState] = Service(
    name="pipes",
    state=PipesState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
