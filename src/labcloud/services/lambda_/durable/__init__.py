"""Durable functions: ``DurableConfig``, durable executions and the checkpoint protocol their SDK speaks.

A function created with a ``DurableConfig`` runs as AWS runs it: an invocation with a qualified name
starts an *execution* (``<function ARN>:<version>/durable-execution/<name>/<id>``) whose function
receives an envelope (``DurableExecutionArn``, ``CheckpointToken``, ``InitialExecutionState`` with the
operations so far) and answers ``{"Status": "SUCCEEDED"|"FAILED"|"PENDING", "Result"|"Error"}``. Between
invocations the SDK records operations with ``CheckpointDurableExecution``: steps (with retries due
at a time), waits (a timer), callbacks (completed by ``SendDurableExecutionCallback*``), child
contexts and chained invokes. This package applies those updates, keeps the history, and decides
when the execution's next invocation is due (``next_at``); :mod:`durable_worker` runs the due ones on
labcloud's clock, so a moved clock fires a wait. ``ExecutionTimeout`` ends a running execution
(``TIMED_OUT``); an ended one is kept ``RetentionPeriodInDays`` days.

Everything is in Lambda's store (``repo/durable.py``): a running execution survives a restart.

Its modules, by concept: ``config`` (DurableConfig, when an Invoke may start an execution),
``lifecycle`` (start, settle an invocation's answer, finish, time out), ``checkpoints`` (the SDK's
checkpoint protocol and the invocation's envelope), ``timers`` (what is due, and when),
``callbacks`` (callbacks and chained invokes completed from outside), ``management`` (the
Get/List/Stop API) and ``common`` (errors, tokens, history events).
"""

from labcloud.services.lambda_.durable.callbacks import callback_failure, callback_heartbeat, callback_success
from labcloud.services.lambda_.durable.checkpoints import checkpoint, get_state
from labcloud.services.lambda_.durable.management import (
    delete,
    get_execution,
    get_history,
    list_by_function,
    pause,
    resume,
    stop,
)

#: The operations table's entries (``service.py`` names this package lazily as ``durable``).
__all__ = [
    "callback_failure",
    "callback_heartbeat",
    "callback_success",
    "checkpoint",
    "delete",
    "get_execution",
    "get_history",
    "get_state",
    "list_by_function",
    "pause",
    "resume",
    "stop",
]
