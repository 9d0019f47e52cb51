"""Rotation: RotateSecret, CancelRotateSecret and the schedule, running a rotation Lambda through AWS's
four steps (createSecret, setSecret, testSecret, finishSecret) with Lambda's Invoke.

RotateSecret makes the new version (its ClientRequestToken) with the AWSPENDING label and no value,
then invokes the function once per step as ``secretsmanager.amazonaws.com`` (the function's resource
policy must allow that principal, as on AWS), in the background: the call answers at once. The
function itself stores the value (createSecret) and moves AWSCURRENT (finishSecret). A step that fails
stops the rotation and leaves AWSPENDING where it is (``secretsmanager.rotation.failed``). Schedules
(``schedules.py``) are kept on the server clock by a periodic task.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import Principal, RequestContext
from labcloud.errors import AwsError
from labcloud.services.secretsmanager import stages
from labcloud.services.secretsmanager.errors import invalid_parameter, invalid_request
from labcloud.services.secretsmanager.events import publish
from labcloud.services.secretsmanager.names import live
from labcloud.services.secretsmanager.repo.secrets import Secret, Version
from labcloud.services.secretsmanager.schedules import check, next_rotation
from labcloud.services.secretsmanager.state import SecretsState
from labcloud.services.secretsmanager.versions import PLACEHOLDER_KEY, apply_labels, labels_of

if TYPE_CHECKING:
    from labcloud.services.secretsmanager.api import (
        CancelRotateSecretRequest,
        CancelRotateSecretResponse,
        RotateSecretRequest,
        RotateSecretResponse,
    )

log = logging.getLogger("labcloud.secretsmanager")

STEPS = ("createSecret", "setSecret", "testSecret", "finishSecret")
HOUR = 3600.0
SERVICE_PRINCIPAL = "secretsmanager.amazonaws.com"
#: How often the schedule is checked.
SCHEDULE_SECONDS = 30.0


def _service_principal(account_id: str) -> Principal:
    return Principal(account_id=account_id, arn=SERVICE_PRINCIPAL, kind="service", name=SERVICE_PRINCIPAL)


def _placeholder(secret: Secret, token: str) -> Version:
    return Version(secret.arn, token, (), clock.now(), None, False, PLACEHOLDER_KEY, b"", b"", "")


def _begin(state: SecretsState, secret: Secret, token: str) -> None:
    """The new version with AWSPENDING and no value yet, as the rotation function expects to find it."""
    if state.secrets.version(secret.arn, token) is not None:
        raise invalid_request(
            f"A version with the ClientRequestToken {token} already exists for this secret."
        )
    state.secrets.insert_version(_placeholder(secret, token))
    before = labels_of(state, secret.arn)
    apply_labels(state, secret.arn, before, stages.attach(before, token, [stages.PENDING]))


async def run(state: SecretsState, arn: str, token: str, steps: tuple[str, ...] = STEPS) -> None:
    """Invoke the rotation function for each step; record the outcome."""
    reach = state.reach
    secret = state.secrets.by_arn(arn)
    if reach is None or secret is None or not secret.rotation_lambda:
        return
    principal = _service_principal(secret.account_id)
    for step in steps:
        payload = json.dumps({"Step": step, "SecretId": arn, "ClientRequestToken": token}).encode()
        failure: str | None = None
        try:
            out: dict[str, Any] = await reach.call(
                "lambda",
                "Invoke",
                {"FunctionName": secret.rotation_lambda, "Payload": payload},
                account_id=secret.account_id,
                region=secret.region,
                principal=principal,
                extra={"aws:SourceArn": arn, "aws:SourceAccount": secret.account_id},
            )
            if out.get("FunctionError"):
                body = out.get("Payload")
                failure = (body.decode(errors="replace") if isinstance(body, bytes) else str(body))[:1000]
        except AwsError as exc:
            failure = f"{exc.code}: {exc.message}"
        if failure is not None:
            with state.store.transaction():
                fresh = state.secrets.by_arn(arn)
                if fresh is not None and fresh.rotation_enabled and fresh.next_rotation is not None:
                    # retried after an hour rather than on every schedule check
                    state.secrets.update(fresh, next_rotation=max(fresh.next_rotation, clock.now() + HOUR))
                publish(
                    state,
                    "secretsmanager.rotation.failed",
                    secret,
                    step=step,
                    version_id=token,
                    error=failure,
                )
            return
        with state.store.transaction():
            publish(state, "secretsmanager.rotation.step", secret, step=step, version_id=token)
    if steps != STEPS:
        return
    now = clock.now()
    with state.store.transaction():
        fresh = state.secrets.by_arn(arn)
        if fresh is None:
            return
        upcoming = next_rotation(fresh.rotation_rules, now) if fresh.rotation_rules else None  # type: ignore[arg-type]
        fresh = state.secrets.update(fresh, rotated=now, changed=now, next_rotation=upcoming)
        publish(state, "secretsmanager.secret.rotated", fresh, version_id=token)


def _start(state: SecretsState, arn: str, token: str, steps: tuple[str, ...] = STEPS) -> None:
    async def go() -> None:
        try:
            await run(state, arn, token, steps)
        except Exception:  # noqa: BLE001 - a rotation failing must not end the server's work
            log.exception("rotation of %s failed", arn)
        finally:
            if state.rotations.get(arn) is task:
                state.rotations.pop(arn, None)

    task = asyncio.get_running_loop().create_task(go())
    state.rotations[arn] = task


def rotate_secret(
    state: SecretsState, request: RotateSecretRequest, ctx: RequestContext
) -> RotateSecretResponse:
    for member in ("ExternalSecretRotationMetadata", "ExternalSecretRotationRoleArn"):
        if request.get(member):
            raise invalid_parameter(f"{member} is not supported by labcloud.")
    token = request.get("ClientRequestToken") or str(uuid.uuid4())
    rules = request.get("RotationRules")
    if rules is not None:
        check(rules)
    immediately = request.get("RotateImmediately", True)
    with state.store.transaction():
        secret = live(state, ctx, request["SecretId"])
        function = request.get("RotationLambdaARN") or secret.rotation_lambda
        if not function:
            raise invalid_request("No Lambda rotation function ARN is associated with this secret.")
        if secret.arn in state.rotations:
            raise invalid_request("A previous rotation isn't complete. That rotation will be reattempted.")
        kept_rules: dict[str, object] | None = dict(rules) if rules is not None else secret.rotation_rules
        now = clock.now()
        upcoming = next_rotation(kept_rules, now) if kept_rules else None  # type: ignore[arg-type]
        secret = state.secrets.update(
            secret,
            rotation_enabled=True,
            rotation_lambda=function,
            rotation_rules=kept_rules,
            next_rotation=upcoming,
        )
        if immediately:
            _begin(state, secret, token)
        publish(
            state,
            "secretsmanager.rotation.started" if immediately else "secretsmanager.rotation.scheduled",
            secret,
            version_id=token,
        )
    if immediately:
        _start(state, secret.arn, token)
    else:
        # AWS tests the configuration with the testSecret step against the current version
        current = next((v for v in state.secrets.versions(secret.arn) if stages.CURRENT in v.stages), None)
        if current is not None:
            _start(state, secret.arn, current.version_id, ("testSecret",))
    return {"ARN": secret.arn, "Name": secret.name, "VersionId": token}


def cancel_rotate_secret(
    state: SecretsState, request: CancelRotateSecretRequest, ctx: RequestContext
) -> CancelRotateSecretResponse:
    with state.store.transaction():
        secret = live(state, ctx, request["SecretId"])
        running = state.rotations.pop(secret.arn, None)
        if running is not None:
            running.cancel()
        pending = next(
            (v.version_id for v in state.secrets.versions(secret.arn) if stages.PENDING in v.stages), None
        )
        secret = state.secrets.update(secret, rotation_enabled=False, next_rotation=None)
        publish(state, "secretsmanager.rotation.cancelled", secret)
    out: CancelRotateSecretResponse = {"ARN": secret.arn, "Name": secret.name}
    if pending is not None:
        out["VersionId"] = pending
    return out


def rotate_due(state: SecretsState, now: float) -> None:
    """The periodic task: secrets whose next rotation time passed rotate (one at a time each)."""
    for secret in state.secrets.due_for_rotation(now):
        if secret.arn in state.rotations:
            continue
        token = str(uuid.uuid4())
        with state.store.transaction():
            fresh = state.secrets.by_arn(secret.arn)
            if fresh is None or fresh.deleted is not None:
                continue
            _begin(state, fresh, token)
            publish(state, "secretsmanager.rotation.started", fresh, version_id=token, scheduled=True)
        _start(state, secret.arn, token)
