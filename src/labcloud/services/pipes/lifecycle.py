"""Pipes' state machine, after each change and every second (so a restart resumes it):

- CREATING, UPDATING, STARTING with desired RUNNING: the role must be assumable by Pipes and the source
  readable as that role; then RUNNING (a poller starts), else CREATE_FAILED, UPDATE_FAILED or
  START_FAILED with the reason in StateReason. A role Pipes may not assume fails at once; a source the
  role may not read yet is tried again each second for ``ACCESS_GRACE`` seconds of labcloud's clock from
  the change: AWS takes about a minute to create a pipe, so a permission policy attached just after the
  pipe is asked for (Terraform's ``aws_iam_role_policy_attachment`` with no ``depends_on`` from the pipe,
  as AWS's own patterns write it) is in force by then;
- CREATING or UPDATING with desired STOPPED, and STOPPING: the poller stops, then STOPPED;
- DELETING: the poller stops, then the pipe is gone.

A pipe RUNNING in the store has a poller (``runner.py``) running its definition as last written.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.pipes import acting, arns
from labcloud.services.pipes.publish import emit
from labcloud.services.pipes.repo import pipes
from labcloud.services.pipes.repo.pipes import Pipe
from labcloud.services.pipes.runner import Runner
from labcloud.services.pipes.state import PipesState
from labcloud.services.sqs.urls import queue_url

log = logging.getLogger("labcloud.pipes")
INTERVAL = 1.0
ACCESS_GRACE = 30.0
FAILED = {"CREATING": "CREATE_FAILED", "UPDATING": "UPDATE_FAILED", "STARTING": "START_FAILED"}


def quota(limit: int) -> AwsError:
    return AwsError(
        "ServiceQuotaExceededException",
        f"The number of pipes exceeds the limit of {limit}.",
        status=402,
        resourceId="pipes",
        resourceType="pipe",
        serviceCode="pipes",
        quotaCode="pipes",
    )


def settle_soon(state: PipesState) -> None:
    """Settle after the current transaction, unless a settling pass is already running."""
    if state.closed or (state.settling is not None and not state.settling.done()):
        return
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return
    state.settling = loop.create_task(_settle_all(state))


async def _settle_all(state: PipesState) -> None:
    try:
        again = True
        while again and not state.closed:
            again = False
            for pipe in pipes.every(state.store):
                if pipe.current in ("CREATING", "UPDATING", "STARTING", "STOPPING", "DELETING"):
                    # a pipe still waiting for its source's permission is tried again at the next tick
                    again = await _settle(state, pipe) or again
            await _match_runners(state)
    except Exception:  # noqa: BLE001 - the next periodic pass tries again
        log.exception("pipes: settling failed")


async def _probe(state: PipesState, pipe: Pipe) -> tuple[str, bool]:
    """Why the pipe cannot run ("" when it can): its role and its source, as the role; and whether the
    reason is the source's access (which a policy attached a moment later may grant)."""
    try:
        principal = acting.principal(state.services, pipe.spec["RoleArn"], pipe.arn)
    except acting.RoleRefused as refused:
        return str(refused), False
    calling: dict[str, Any] = acting.calling(pipe.arn, principal, pipe.region)
    source = arns.source(pipe.spec["Source"])
    calling["region"] = source.region
    try:
        if source.service == "sqs":
            await state.services.call(
                "sqs",
                "GetQueueAttributes",
                {
                    "QueueUrl": queue_url(state.settings.endpoint, source.account_id, source.short_name),
                    "AttributeNames": ["QueueArn"],
                },
                **calling,
            )
        elif source.service == "kinesis":
            # DescribeStream, as the poller lists shards with it (see stream_source.py)
            await state.services.call(
                "kinesis", "DescribeStream", {"StreamARN": source.arn, "Limit": 1}, **calling
            )
        else:
            await state.services.call(
                "dynamodbstreams", "DescribeStream", {"StreamArn": source.arn}, **calling
            )
    except AwsError as error:
        return f"Unable to access the source {source.arn}: {error.code}: {error.message}", True
    return "", False


async def _settle(state: PipesState, pipe: Pipe) -> bool:
    """Moves the pipe on; False when it stays as it is (waiting for its source's permission)."""
    moving = pipe.current
    if moving in ("STOPPING", "DELETING") or pipe.desired == "STOPPED":
        await _stop_runner(state, pipe.arn)
        with state.store.transaction():
            now = pipes.find(state.store, pipe.account_id, pipe.region, pipe.name)
            if now is None or now.current != moving or now.modified != pipe.modified:
                return True
            if moving == "DELETING":
                pipes.remove(state.store, now)
                emit(state, "pipes.pipe.deleted", pipe.account_id, pipe.region, pipe.arn)
                return True
            pipes.put(state.store, now.moved(current="STOPPED", reason=""))
            emit(state, "pipes.pipe.stopped", pipe.account_id, pipe.region, pipe.arn)
        return True
    reason, access = await _probe(state, pipe)
    if reason and access and clock.now() - pipe.modified < ACCESS_GRACE:
        return False
    with state.store.transaction():
        now = pipes.find(state.store, pipe.account_id, pipe.region, pipe.name)
        if now is None or now.current != moving or now.modified != pipe.modified:
            return True
        if reason:
            pipes.put(state.store, now.moved(current=FAILED[moving], reason=reason))
            emit(
                state,
                "pipes.pipe.failed",
                pipe.account_id,
                pipe.region,
                pipe.arn,
                current=FAILED[moving],
                reason=reason,
            )
        else:
            pipes.put(state.store, now.moved(current="RUNNING", reason=""))
            emit(state, "pipes.pipe.running", pipe.account_id, pipe.region, pipe.arn)
    return True


async def _stop_runner(state: PipesState, arn: str) -> None:
    runner = state.runners.pop(arn, None)
    if runner is not None:
        await runner.stop()


async def _match_runners(state: PipesState) -> None:
    running = {pipe.arn: pipe for pipe in pipes.every(state.store) if pipe.current == "RUNNING"}
    for arn in list(state.runners):
        runner = state.runners[arn]
        pipe = running.get(arn)
        if pipe is None or pipe.modified != runner.pipe.modified or pipe.created != runner.pipe.created:
            await _stop_runner(state, arn)
    for arn, pipe in running.items():
        if arn in state.runners or state.closed:
            continue
        # the sources (and the enrichment, target and template machinery they import): loaded by the
        # first pipe to run, not by the service's build
        from labcloud.services.pipes import sqs_source, stream_source

        runner = Runner(state, pipe)
        state.runners[arn] = runner
        source = arns.source(pipe.spec["Source"])
        runner.start(sqs_source.work if source.service == "sqs" else stream_source.supervise)


def tick(state: PipesState, now: float) -> None:
    settle_soon(state)


def start(state: PipesState) -> None:
    state.closed = False
    settle_soon(state)


async def stop(state: PipesState) -> None:
    state.closed = True
    if state.settling is not None:
        state.settling.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await state.settling
    for arn in list(state.runners):
        await _stop_runner(state, arn)
