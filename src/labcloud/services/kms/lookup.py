"""Finding the key a KeyId names: key id, key ARN, alias name or alias ARN; key states checked per use.

An AWS managed key's alias (``alias/aws/<service>`` for the services that use one) names a key that AWS
creates on first use: so does labcloud.
"""

from __future__ import annotations

import re
import uuid

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.kms import key_policy
from labcloud.services.kms.deletion import delete_due, is_due
from labcloud.services.kms.errors import (
    alias_not_found,
    disabled,
    invalid_arn,
    key_not_found,
    pending_deletion,
)
from labcloud.services.kms.repo.keys import Alias, Key
from labcloud.services.kms.state import KmsState

_KEY_ID = re.compile(r"^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|mrk-[0-9a-f]{32})$")
_ARN = re.compile(r"^arn:aws:kms:([a-z0-9-]+):(\d{12}):(key|alias)/(.+)$")

#: Services whose AWS managed key is created on first use of its alias.
MANAGED_SERVICES = frozenset(
    {"secretsmanager", "ssm", "lambda", "sqs", "sns", "dynamodb", "s3", "logs", "kinesis", "ebs", "rds"}
)


def key_arn(account_id: str, region: str, key_id: str) -> str:
    return f"arn:aws:kms:{region}:{account_id}:key/{key_id}"


def alias_arn(account_id: str, region: str, name: str) -> str:
    return f"arn:aws:kms:{region}:{account_id}:{name}"


def find_key(state: KmsState, ctx: RequestContext, key_id: str) -> Key:
    """The key ``key_id`` names (NotFoundException otherwise, also for a key past its deletion date); no
    state check (imported material past its ValidTo is expired first: :func:`fresh`)."""
    key = _find_key(state, ctx, key_id)
    now = clock.now()
    if is_due(key, now):  # its window ended and the sweep has not run yet: deleted now, not found
        delete_due(state, now)
        key = _find_key(state, ctx, key_id)
    return fresh(state, key)


def fresh(state: KmsState, key: Key) -> Key:
    """``key``, its imported material deleted if its ValidTo passed on the server clock (PendingImport)."""
    if key.valid_to is None or key.valid_to > clock.now() or key.state not in ("Enabled", "Disabled"):
        return key
    with state.store.transaction():
        key = state.keys.update(
            key, material=b"", state="PendingImport", expiration_model=None, valid_to=None
        )
        state.bus.publish(
            "kms.key.material_expired",
            service="kms",
            account_id=key.account_id,
            region=key.region,
            resource=key.arn,
            data={"key_id": key.key_id},
        )
    state.material.pop(key.key_id, None)
    return key


def expire_material(state: KmsState, now: float) -> None:
    """The periodic task: imported material whose ValidTo passed is deleted (the key goes back to
    PendingImport). It lives here, beside :func:`fresh`, not in ``import_ops``: the task runs when KMS is
    built, and ``import_ops`` brings the ``cryptography`` package (~20 ms) onto KMS's first call."""
    for key in state.keys.expiring(now):
        fresh(state, key)


def blob_key(state: KmsState, ctx: RequestContext, arn: str) -> Key | None:
    """The key a ciphertext names: for a multi-Region key, the related key in the caller's Region (a
    ciphertext made under one Region's key decrypts under any related key, as on AWS)."""
    match = _ARN.match(arn)
    if match and match.group(3) == "key" and match.group(4).startswith("mrk-"):
        local = state.keys.by_id(match.group(4), ctx.region)
        if local is not None and local.account_id == match.group(2):
            return local
    return state.keys.by_arn(arn)


def _find_key(state: KmsState, ctx: RequestContext, key_id: str) -> Key:
    match = _ARN.match(key_id)
    if match:
        region, account, kind, rest = match.groups()
        if kind == "key":
            found = state.keys.by_arn(key_id)
            if found is None:
                raise key_not_found(key_id)
            return found
        return _by_alias(state, account, region, "alias/" + rest, account == ctx.account_id)
    if key_id.startswith("alias/"):
        return _by_alias(state, ctx.account_id, ctx.region, key_id, True)
    if _KEY_ID.match(key_id):
        found = state.keys.by_id(key_id, ctx.region)
        if found is None or found.account_id != ctx.account_id:
            raise key_not_found(key_arn(ctx.account_id, ctx.region, key_id))
        return found
    raise invalid_arn(key_id)


def _by_alias(state: KmsState, account_id: str, region: str, name: str, own: bool) -> Key:
    alias = state.keys.alias(account_id, region, name)
    if alias is None:
        service = name[len("alias/aws/") :] if name.startswith("alias/aws/") else ""
        if service in MANAGED_SERVICES and own:  # only the account itself brings its managed key into being
            return create_managed_key(state, account_id, region, service)
        raise alias_not_found(alias_arn(account_id, region, name))
    found = state.keys.by_id(alias.key_id, region)
    if found is None:
        raise alias_not_found(alias_arn(account_id, region, name))
    return found


def create_managed_key(state: KmsState, account_id: str, region: str, service: str) -> Key:
    from labcloud.services.kms import crypto  # cryptography: imported by the first call that needs it

    key_id = str(uuid.uuid4())
    now = clock.now()
    key = Key(
        key_id,
        account_id,
        region,
        key_arn(account_id, region, key_id),
        crypto.SYMMETRIC,
        "ENCRYPT_DECRYPT",
        f"Default key that protects my {service} data when no other key is defined",
        "Enabled",
        "AWS",
        now,
        None,
        None,
        True,
        365,
        False,
        key_policy.managed_policy(account_id, service),
        False,
        {},
        state.master.wrap(crypto.new_material(crypto.SYMMETRIC)),
    )
    with state.store.transaction():
        state.keys.insert(key)
        state.keys.put_alias(Alias(account_id, region, f"alias/aws/{service}", key_id, now, now))
    state.bus.publish(
        "kms.key.created",
        service="kms",
        account_id=account_id,
        region=region,
        resource=key.arn,
        data={"key_id": key_id, "key_spec": key.spec, "key_usage": key.usage, "manager": "AWS"},
    )
    return key


def usable(key: Key) -> Key:
    """A key cryptographic operations may use: Enabled (DisabledException, KMSInvalidStateException)."""
    if key.state == "Enabled":
        return key
    if key.state == "Disabled":
        raise disabled(key.arn)
    if key.state == "PendingDeletion":
        raise pending_deletion(key.arn)
    from labcloud.services.kms.errors import invalid_state

    raise invalid_state(f"{key.arn} is {key.state}.")
