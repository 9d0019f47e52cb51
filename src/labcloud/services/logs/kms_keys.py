"""A log group's KMS key (CreateLogGroup's ``kmsKeyId``, AssociateKmsKey), used as on AWS.

CloudWatch Logs uses the key as its own service principal, ``logs.<region>.amazonaws.com``, so the key
must exist and its key policy must admit that principal: associating a key runs KMS's ``Encrypt``
(through :class:`~labcloud.services.kms.interfaces.KeyRing`, with the encryption context
``aws:logs:arn`` naming the group) as that principal, and any refusal is AWS's AccessDeniedException
"The specified KMS key does not exist or is not allowed to be used with Arn '<group ARN>'". A
``kmsKeyId`` that is not a key ARN is an InvalidParameterException.

PutLogEvents to a group with a key checks the key the same way, at most once per
:data:`RECHECK_SECONDS` per group and key (:class:`KeyChecks` caches the verdict): a key that was
disabled, scheduled for deletion or whose policy no longer admits CloudWatch Logs fails the call with
AccessDeniedException naming KMS's error.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from labcloud.context import Principal
from labcloud.errors import AwsError

from .errors import invalid_parameter

if TYPE_CHECKING:
    from labcloud.services.kms.interfaces import KeyRing

RECHECK_SECONDS = 5.0


def logs_principal(account_id: str, region: str) -> Principal:
    name = f"logs.{region}.amazonaws.com"
    return Principal(account_id=account_id, arn=name, kind="service", name=name)


def check_key_arn(key_id: str) -> None:
    """CloudWatch Logs takes a key by its ARN only."""
    parts = key_id.split(":")
    if len(parts) != 6 or parts[0] != "arn" or parts[2] != "kms" or not parts[5].startswith("key/"):
        raise invalid_parameter(f"Specified KMS key ARN is not valid: {key_id}")


def not_allowed(group_arn: str) -> AwsError:
    return AwsError(
        "AccessDeniedException",
        f"The specified KMS key does not exist or is not allowed to be used with Arn '{group_arn}'",
        status=400,
    )


async def _use(ring: KeyRing | None, account_id: str, region: str, key_arn: str, group_arn: str) -> None:
    if ring is None:
        raise AwsError("ServiceUnavailableException", "KMS is not running", status=500, sender_fault=False)
    await ring.encrypt_bytes(
        logs_principal(account_id, region), region, key_arn, b"\0", {"aws:logs:arn": group_arn}
    )


async def admit(ring: KeyRing | None, account_id: str, region: str, key_id: str, group_arn: str) -> None:
    """Check that CloudWatch Logs may use ``key_id`` for the group (CreateLogGroup, AssociateKmsKey)."""
    check_key_arn(key_id)
    try:
        await _use(ring, account_id, region, key_id, group_arn)
    except AwsError as error:
        if error.status is not None and error.status >= 500:
            raise
        raise not_allowed(group_arn) from None


class KeyChecks:
    """Cached verdicts of "may CloudWatch Logs use this group's key now?" (PutLogEvents)."""

    def __init__(self, recheck: float = RECHECK_SECONDS) -> None:
        self.recheck = recheck
        #: (group ARN, key ARN) → (valid until, the refusal or None)
        self.verdicts: dict[tuple[str, str], tuple[float, AwsError | None]] = {}

    async def require(
        self, ring: KeyRing | None, account_id: str, region: str, key_arn: str, group_arn: str
    ) -> None:
        now = time.monotonic()
        verdict = self.verdicts.get((group_arn, key_arn))
        if verdict is None or verdict[0] <= now:
            error: AwsError | None = None
            try:
                await _use(ring, account_id, region, key_arn, group_arn)
            except AwsError as refused:
                if refused.status is not None and refused.status >= 500:
                    raise
                error = AwsError(
                    "AccessDeniedException",
                    f"CloudWatch Logs cannot use the KMS key {key_arn} of log group '{group_arn}': "
                    f"{refused.code}: {refused.message}",
                    status=400,
                )
            verdict = (now + self.recheck, error)
            self.verdicts[(group_arn, key_arn)] = verdict
        if verdict[1] is not None:
            raise verdict[1]
